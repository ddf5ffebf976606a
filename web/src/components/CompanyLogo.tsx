import { Box } from "@mui/material";
import { useState } from "react";
import defaultLogoUrl from "../assets/default-logo.svg";

interface CompanyLogoProps {
  /** The uploaded logo's path; the default logo is used when absent or when it fails to load. */
  path: string | null | undefined;
  companyName?: string;
  width?: number;
  height?: number;
}

export function CompanyLogo({ path, companyName, width, height }: CompanyLogoProps) {
  const [failedPath, setFailedPath] = useState<string | null>(null);
  const src = path && path !== failedPath ? path : defaultLogoUrl;
  return (
    <Box
      component="img"
      src={src}
      alt={companyName ? `${companyName} logo` : "Froyo Back Office logo"}
      onError={() => path && setFailedPath(path)}
      sx={{ display: "block", width, height, maxWidth: "100%", objectFit: "contain", objectPosition: "left center" }}
    />
  );
}
