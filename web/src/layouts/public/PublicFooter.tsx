import type { CompanyPublic } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { licenseNotice } from "../../lib/license-notice";

/** The black footer of the public frame, with the company's footer logo (made for dark backgrounds); md and up. */
export function PublicFooter({ company }: { company: CompanyPublic | null }) {
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
        <Box component="img" src={company.footer_logo.path} alt={`${company.name} logo`} sx={{ height: 32 }} />
      )}
      <Typography variant="body2">{licenseNotice(company?.name)}</Typography>
    </Box>
  );
}
