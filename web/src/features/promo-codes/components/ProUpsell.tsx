import type { SupportCategory } from "@froyo/contracts";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { CheckIcon } from "../../../components/icons/ui-icons";
import { primaryTextColor } from "../../../theme/readable-color";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

const UPGRADE_CATEGORY: SupportCategory = "Upgrade to Pro";
/** The support form, pre-filled as the upgrade banner opens it. */
export const UPGRADE_PATH = `/support?category=${encodeURIComponent(UPGRADE_CATEGORY)}`;

const FEATURES = ["discounts", "schedule", "limits", "results"] as const;

/**
 * What a user without `view promocodes` sees on /promo-codes (the seed gates the route by `view products`): what Pro
 * would give them and the way to upgrade, instead of an error or an empty list. It calls no promo code API.
 */
export function ProUpsell() {
  const { t } = usePromoCodesTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="promo-upsell-title"
      sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }}
    >
      <Typography id="promo-upsell-title" variant="h5" component="h2" gutterBottom>
        {t("upsell.title")}
      </Typography>
      <Typography color="text.secondary">{t("upsell.intro")}</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, my: 3 }}>
        {FEATURES.map((feature) => (
          <Box component="li" key={feature} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CheckIcon sx={(theme) => ({ fontSize: 20, color: primaryTextColor(theme) })} />
            <Typography variant="body2">{t(`upsell.features.${feature}`)}</Typography>
          </Box>
        ))}
      </Stack>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Button component={RouterLink} to={UPGRADE_PATH} variant="contained">
          {t("upsell.button")}
        </Button>
        <Typography sx={{ fontWeight: 700 }}>{t("upsell.price")}</Typography>
      </Box>
    </Paper>
  );
}
