import { Autocomplete, Box, TextField } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { translateMessage } from "../../../i18n/i18n";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import type { PromoFormValues } from "./promo-code-form-values";

const grid = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

interface PromoLimitFieldsProps {
  control: Control<PromoFormValues>;
  /** The kiosks the user reaches (GET /api/kiosks); undefined while they load. */
  kiosks: readonly { id: string; name: string }[] | undefined;
  /** A client must name their own kiosks; staff may leave it empty for every kiosk. */
  isClient: boolean;
}

/** Total and per-kiosk limits (empty: none), and the kiosks the code applies to. */
export function PromoLimitFields({ control, kiosks, isClient }: PromoLimitFieldsProps) {
  const { t } = usePromoCodesTranslation();
  const names = new Map((kiosks ?? []).map((kiosk) => [kiosk.id, kiosk.name]));
  const limit = (name: "max_uses" | "max_uses_per_kiosk", label: string) => (
    <ControlledTextField
      name={name}
      control={control}
      label={label}
      autoComplete="off"
      helperText={t("form.limitHelp")}
      slotProps={{ htmlInput: { inputMode: "numeric" } }}
      fullWidth
    />
  );
  return (
    <>
      <Box sx={grid}>
        {limit("max_uses", t("form.maxUses"))}
        {limit("max_uses_per_kiosk", t("form.maxUsesPerKiosk"))}
      </Box>
      <Controller
        name="kiosk_ids"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            // A kiosk named by the code but out of the list (deleted since) stays, shown by its id.
            options={[...new Set([...(kiosks ?? []).map((kiosk) => kiosk.id), ...field.value])]}
            getOptionLabel={(id) => names.get(id) ?? id}
            value={field.value}
            loading={kiosks === undefined}
            onChange={(_event, next) => field.onChange(next)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("form.kiosks")}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message
                    ? translateMessage(fieldState.error.message)
                    : isClient
                      ? t("form.kiosksHelpClient")
                      : t("form.kiosksHelpStaff")
                }
              />
            )}
          />
        )}
      />
    </>
  );
}
