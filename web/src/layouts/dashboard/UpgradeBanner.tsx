import { ROLE_NAMES } from "@froyo/contracts";
import { Box, Button, Stack, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { Link as RouterLink } from "react-router";
import { CheckIcon } from "../../components/icons/ui-icons";

export const UPGRADE_SUPPORT_PATH = "/support?category=Upgrade%20to%20Pro";
const PRO_FEATURES = ["Create promo codes", "Enable push notifications"];

/** Spec section 2: every role except 'Client - Pro' sees the upgrade offer. */
export function showsUpgradeBanner(role: string): boolean {
  return role !== ROLE_NAMES.clientPro;
}

interface UpgradeBannerProps {
  replace?: boolean;
  onNavigate?: () => void;
}

export function UpgradeBanner({ replace, onNavigate }: UpgradeBannerProps) {
  return (
    <Box
      component="aside"
      aria-label="Upgrade to Pro"
      sx={(theme) => ({ m: 2, p: 2.5, borderRadius: 2, bgcolor: alpha(theme.palette.primary.main, 0.1) })}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        Only $65/month
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: "none", p: 0, my: 1.5 }}>
        {PRO_FEATURES.map((feature) => (
          <Box component="li" key={feature} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CheckIcon sx={{ fontSize: 18, color: "primary.dark" }} />
            <Typography variant="body2">{feature}</Typography>
          </Box>
        ))}
      </Stack>
      <Button
        component={RouterLink}
        to={UPGRADE_SUPPORT_PATH}
        replace={replace}
        onClick={onNavigate}
        variant="contained"
        fullWidth
      >
        Upgrade to Pro
      </Button>
    </Box>
  );
}
