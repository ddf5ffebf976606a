import type { CompanyPublic } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { licenseNotice } from "../license-notice";

/** The black footer of the public frame, with the company's footer logo (made for dark backgrounds); md and up. */
export function PublicFooter({ company }: { company: CompanyPublic | null }) {
  const { t } = useTranslation("shell");
  return (
    <Box
      component="footer"
      sx={{
        display: { xs: "none", md: "flex" },
        alignItems: "center",
        gap: 3,
        px: 4,
        py: 3,
        bgcolor: "common.black",
        color: "grey.400",
      }}
    >
      {company?.footer_logo?.path && (
        <Box
          component="img"
          src={company.footer_logo.path}
          alt={t("footer.logoAlt", { company: company.name })}
          sx={{ height: 32 }}
        />
      )}
      <Typography variant="body2">{licenseNotice(t, company?.name)}</Typography>
    </Box>
  );
}
