import { Box } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import defaultLogoUrl from "../assets/default-logo.svg";

interface CompanyLogoProps {
  /** The uploaded logo's path; the default logo is used when absent or when it fails to load. */
  path: string | null | undefined;
  companyName?: string;
  width?: number;
  height?: number;
}

export function CompanyLogo({ path, companyName, width, height }: CompanyLogoProps) {
  const { t } = useTranslation();
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const src = path && path !== failedPath ? path : defaultLogoUrl;
  return (
    <Box
      component="img"
      src={src}
      alt={companyName ? t("logo.company", { name: companyName }) : t("logo.product")}
      onError={() => path && setFailedPath(path)}
      sx={{ display: "block", width, height, maxWidth: "100%", objectFit: "contain", objectPosition: "left center" }}
    />
  );
}
