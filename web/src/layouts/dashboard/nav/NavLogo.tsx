import { Box, useTheme } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { CompanyLogo } from "../../../components/CompanyLogo";
import { useBrandCompany } from "../../../theme/brand-context";

interface NavLogoProps {
  width: number;
  replace?: boolean;
  onNavigate?: () => void;
}

/**
 * The company logo at the head of the navigation, linking to /. Logos are drawn for light backgrounds: on a dark
 * nav surface the company's footer logo (made for the black footer) is used, else the logo sits on a white plate.
 */
export function NavLogo({ width, replace, onNavigate }: NavLogoProps) {
  const company = useBrandCompany();
  const onDark = useTheme().palette.mode === "dark";
  const darkLogo = onDark ? company?.footer_logo?.path : undefined;
  const plate = onDark && !darkLogo;
  return (
    <Box
      component={RouterLink}
      to="/"
      replace={replace}
      onClick={onNavigate}
      sx={{ display: "inline-block", ...(plate && { bgcolor: "common.white", borderRadius: 1, p: 1 }) }}
    >
      <CompanyLogo
        path={darkLogo ?? company?.primary_logo?.path}
        companyName={company?.name}
        width={plate ? width - 16 : width}
      />
    </Box>
  );
}
