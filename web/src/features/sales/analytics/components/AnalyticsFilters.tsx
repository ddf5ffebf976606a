import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import type { AnalyticsChange, AnalyticsParams } from "../analytics-params";
import { type DateRange, daysBetween, isIsoDate, MAX_RANGE_DAYS, PRESETS, type Preset } from "../date-presets";
import { GRANULARITIES, type Granularity } from "../sales-data-types";
import { useAnalyticsTranslation } from "../use-analytics-translation";

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

function isValidRange(range: DateRange): boolean {
  return isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to && daysBetween(range) <= MAX_RANGE_DAYS;
}

/** Period (presets or a custom range), granularity, kiosk and product: every choice lands in the address bar. */
export function AnalyticsFilters({ params, onChange, kiosks, products }: AnalyticsFiltersProps) {
  const { t } = useAnalyticsTranslation();
  const [customOpen, setCustomOpen] = useState(params.preset === "custom");
  const [draft, setDraft] = useState<DateRange>(params.range);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const choosePreset = (preset: Preset) => {
    if (preset === "custom") {
      setCustomOpen(true);
      setDraft(params.range);
      return;
    }
    setCustomOpen(false);
    setInvalid(false);
    onChange({ preset });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(draft)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ preset: "custom", range: draft });
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
        <Box
          component="form"
          noValidate
          onSubmit={applyCustom}
          sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}
        >
          {(["from", "to"] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={t(`filters.${end}`)}
              value={draft[end]}
              error={invalid}
              onChange={(event) => setDraft((current) => ({ ...current, [end]: event.target.value }))}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { "aria-describedby": invalid ? errorId : undefined },
              }}
              sx={{ flex: "1 1 10rem" }}
            />
          ))}
          <Button type="submit" variant="contained">
            {t("filters.apply")}
          </Button>
          {invalid && (
            <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ flexBasis: "100%" }}>
              {t("filters.invalidRange")}
            </Typography>
          )}
        </Box>
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.granularity}
        aria-label={t("filters.granularity")}
        onChange={(_, next: Granularity | null) => next && onChange({ granularity: next })}
        sx={{ flexWrap: "wrap" }}
      >
        {GRANULARITIES.map((granularity) => (
          <ToggleButton key={granularity} value={granularity} disabled={!params.granularities.includes(granularity)}>
            {t(`filters.granularities.${granularity}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
