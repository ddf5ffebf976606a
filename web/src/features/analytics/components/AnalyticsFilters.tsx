import { ANALYTICS_GRANULARITIES, type AnalyticsGranularity } from "@froyo/contracts";
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useState } from "react";
import type { AnalyticsChange, AnalyticsParams } from "../analytics-params";
import { PRESETS, type Preset } from "../date-presets";
import { useAnalyticsTranslation } from "../use-analytics-translation";
import { CustomRangeForm } from "./CustomRangeForm";

export interface Choice {
  id: string;
  name: string;
}

interface AnalyticsFiltersProps {
  params: AnalyticsParams;
  onChange: (change: AnalyticsChange) => void;
  kiosks: Choice[];
  /** Null when the user may not list products: no product filter then. */
  products: Choice[] | null;
}

/** Period (presets or a custom range), granularity, kiosk and product: every choice lands in the address bar. */
export function AnalyticsFilters({ params, onChange, kiosks, products }: AnalyticsFiltersProps) {
  const { t } = useAnalyticsTranslation();
  // "Custom range" chosen but not applied yet: open while the address bar still shows the period it was chosen on.
  const signature = `${params.preset}|${params.range.from}|${params.range.to}`;
  const [customFor, setCustomFor] = useState<string | null>(null);
  const customOpen = params.preset === "custom" || customFor === signature;

  const choosePreset = (preset: Preset) => {
    if (preset === "custom") {
      setCustomFor(signature);
      return;
    }
    setCustomFor(null);
    onChange({ preset });
  };

  return (
    <Box component="section" aria-label={t("filters.label")} sx={{ display: "grid", gap: 2 }}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
        }}
      >
        <TextField
          select
          size="small"
          label={t("filters.period")}
          value={customOpen ? "custom" : params.preset}
          onChange={(event) => choosePreset(event.target.value as Preset)}
        >
          {PRESETS.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t(`filters.presets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("filters.kiosk")}
          value={params.kioskId}
          onChange={(event) => onChange({ kioskId: event.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("filters.allKiosks")}</MenuItem>
          {kiosks.map((kiosk) => (
            <MenuItem key={kiosk.id} value={kiosk.id}>
              {kiosk.name}
            </MenuItem>
          ))}
        </TextField>
        {products && (
          <TextField
            select
            size="small"
            label={t("filters.product")}
            value={params.productId}
            onChange={(event) => onChange({ productId: event.target.value })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t("filters.allProducts")}</MenuItem>
            {products.map((product) => (
              <MenuItem key={product.id} value={product.id}>
                {product.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {customOpen && (
        // Keyed by the address bar's period: back and forward, or an applied range, start the form afresh from it.
        <CustomRangeForm
          key={signature}
          initial={params.range}
          onApply={(range) => onChange({ preset: "custom", range })}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.granularity}
        aria-label={t("filters.granularity")}
        onChange={(_, next: AnalyticsGranularity | null) => next && onChange({ granularity: next })}
        sx={{ flexWrap: "wrap" }}
      >
        {ANALYTICS_GRANULARITIES.map((granularity) => (
          <ToggleButton key={granularity} value={granularity} disabled={!params.granularities.includes(granularity)}>
            {t(`filters.granularities.${granularity}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
