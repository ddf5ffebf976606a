import { REMOVED_REASONS, type RemovedReason, type Tray } from "@froyo/contracts";
import { Box, Button, MenuItem, Paper, TextField, Typography } from "@mui/material";
import { memo } from "react";
import { formatNumber } from "../../../../lib/format-number";
import { useDraftErrorText, useVisitsTranslation } from "./use-visits-translation";
import { levelAfter, type TrayDraft, type TrayErrors } from "./visit-form";

interface VisitTrayFieldsProps {
  tray: Tray;
  draft: TrayDraft;
  /** Shown once the technician submitted (before that, only the live level after and its own problems). */
  errors: TrayErrors;
  showErrors: boolean;
  onChange: (trayId: string, draft: TrayDraft) => void;
}

/** One tray on the phone: counted, added, removed with its reason, and the level after computed as they type. */
export const VisitTrayFields = memo(function VisitTrayFields({
  tray,
  draft,
  errors,
  showErrors,
  onChange,
}: VisitTrayFieldsProps) {
  const { t } = useVisitsTranslation();
  const position = formatNumber(tray.position);
  const message = useDraftErrorText();
  const shown = (field: keyof TrayErrors) => (showErrors || field === "after" ? errors[field] : undefined);
  const set = (changes: Partial<TrayDraft>) => onChange(tray.id, { ...draft, ...changes });
  const after = levelAfter(draft);
  const afterError = message(errors.after);
  const removed = Number(draft.removed) > 0;
  // What to add so the tray ends at its par level, given what was counted and removed.
  const toPar =
    after === null || errors.counted ? 0 : tray.par_level - Number(draft.counted) + (Number(draft.removed) || 0);

  const number = (field: "counted" | "added" | "removed", label: string, helper?: string) => (
    <TextField
      label={label}
      value={draft[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={Boolean(shown(field))}
      helperText={message(shown(field)) ?? helper}
      slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
      fullWidth
    />
  );

  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: "none", p: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1, mb: 0.5 }}>
        <Typography variant="subtitle1" component="h3">
          {t("form.tray", { position })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {tray.product?.name ?? t("form.noProduct")}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("form.expected", {
          level: formatNumber(tray.level),
          capacity: formatNumber(tray.capacity),
          par: formatNumber(tray.par_level),
        })}
      </Typography>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(3, minmax(0, 1fr))" }}>
        {number("counted", t("form.counted"), t("form.countedHelp"))}
        {number("added", t("form.added"))}
        {number("removed", t("form.removed"))}
      </Box>
      {(removed || draft.reason) && (
        <TextField
          select
          label={t("form.reason")}
          value={draft.reason}
          onChange={(event) => set({ reason: event.target.value as RemovedReason })}
          error={Boolean(shown("reason"))}
          helperText={message(shown("reason"))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          fullWidth
          sx={{ mt: 1.5 }}
        >
          <MenuItem value="">{t("form.chooseReason")}</MenuItem>
          {REMOVED_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {t(`form.reasons.${reason}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          mt: 1.5,
        }}
      >
        <Box
          component="output"
          aria-label={t("form.levelAfterLabel", { position })}
          aria-live="polite"
          sx={{ typography: "subtitle2", color: afterError ? "error.main" : "text.primary" }}
        >
          {after === null
            ? t("form.notCounted")
            : t("form.levelAfter", { level: formatNumber(after), capacity: formatNumber(tray.capacity) })}
          {afterError && (
            <Box component="span" sx={{ display: "block", typography: "body2" }}>
              {afterError}
            </Box>
          )}
        </Box>
        {toPar > 0 && after !== tray.par_level && (
          <Button
            variant="outlined"
            size="large"
            onClick={() => set({ added: String(toPar) })}
            aria-label={t("form.fillToParLabel", { position, count: formatNumber(toPar) })}
          >
            {t("form.fillToPar", { count: formatNumber(toPar) })}
          </Button>
        )}
      </Box>
    </Paper>
  );
});
