import { ROLE_NAMES } from "@froyo/contracts";
import { Box, Button, Stack, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { CheckIcon } from "../../components/icons/ui-icons";
import { primaryTextColor } from "../../theme/readable-color";

export const UPGRADE_SUPPORT_PATH = "/support?category=Upgrade%20to%20Pro";

/** Spec section 2: every role except 'Client - Pro' sees the upgrade offer. */
export function showsUpgradeBanner(role: string): boolean {
  return role !== ROLE_NAMES.clientPro;
}

/** The Pro features the banner lists, in the interface's language. */
export function useProFeatures(): string[] {
  const { t } = useTranslation("shell");
  return [t("upgrade.features.promoCodes"), t("upgrade.features.pushNotifications")];
}

interface UpgradeBannerProps {
  replace?: boolean;
  onNavigate?: () => void;
}

/** The full offer at the foot of the vertical navigation and the mobile drawer. */
export function UpgradeBanner({ replace, onNavigate }: UpgradeBannerProps) {
  const { t } = useTranslation("shell");
  const features = useProFeatures();
  return (
    <Box
      component="aside"
      aria-label={t("upgrade.title")}
      sx={(theme) => ({ m: 2, p: 2.5, borderRadius: 1, bgcolor: alpha(theme.palette.primary.main, 0.1) })}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t("upgrade.price")}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: "none", p: 0, my: 1.5 }}>
        {features.map((feature) => (
          <Box component="li" key={feature} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CheckIcon sx={(theme) => ({ fontSize: 18, color: primaryTextColor(theme) })} />
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
        {t("upgrade.button")}
      </Button>
    </Box>
  );
}
