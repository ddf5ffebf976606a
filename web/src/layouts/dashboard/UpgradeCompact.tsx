import { Box, Button, Tooltip, Typography, useTheme } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { StarIcon } from "../../components/icons/ui-icons";
import { visuallyHidden } from "../../components/visually-hidden";
import { UPGRADE_SUPPORT_PATH, useProFeatures } from "./UpgradeBanner";

/** Price and features, shown in the tooltip of the compact offer (and read as its description). */
function UpgradeDetails() {
  const { t } = useTranslation("shell");
  const features = useProFeatures();
  return (
    <>
      <Typography variant="subtitle2" component="span" sx={{ display: "block", fontWeight: 700 }}>
        {t("upgrade.price")}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.25 }}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Box>
    </>
  );
}

/**
 * The upgrade offer where the full banner does not fit: an icon button on the mini rail, a button with the price in
 * the horizontal bar. Both lead to the support form with "Upgrade to Pro" chosen; the tooltip lists the features.
 */
export function UpgradeCompact({ variant }: { variant: "rail" | "bar" }) {
  const { t } = useTranslation("shell");
  const isRtl = useTheme().direction === "rtl";
  const rail = variant === "rail";
  return (
    <Box
      component="aside"
      aria-label={t("upgrade.title")}
      sx={{ display: "flex", alignItems: "center", gap: 1.5, ...(rail && { justifyContent: "center", py: 2 }) }}
    >
      {!rail && (
        <Typography
          variant="body2"
          sx={{ fontWeight: 700, whiteSpace: "nowrap", display: { xs: "none", lg: "block" } }}
        >
          {t("upgrade.price")}
        </Typography>
      )}
      <Tooltip title={<UpgradeDetails />} placement={rail ? (isRtl ? "left" : "right") : "bottom"} describeChild arrow>
        <Button
          component={RouterLink}
          to={UPGRADE_SUPPORT_PATH}
          variant="contained"
          size="small"
          startIcon={rail ? undefined : <StarIcon />}
          sx={rail ? { minWidth: 0, width: 48, height: 48, borderRadius: "50%" } : { whiteSpace: "nowrap" }}
        >
          {rail ? (
            <>
              <StarIcon />
              <Box component="span" sx={visuallyHidden}>
                {t("upgrade.button")}
              </Box>
            </>
          ) : (
            t("upgrade.button")
          )}
        </Button>
      </Tooltip>
    </Box>
  );
}
