import type { Tray } from "@froyo/contracts";
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, TextField, Typography } from "@mui/material";
import { useCallback, useId, useMemo, useState } from "react";
import { failureMessage } from "../../../../lib/failure-message";
import { type RecordOutcome, useRecordVisit } from "../../api/record-visit";
import { useDraftErrorText, useVisitsTranslation } from "./use-visits-translation";
import { VisitTrayFields } from "./VisitTrayFields";
import {
  draftErrors,
  EMPTY_TRAY,
  emptyDraft,
  hasErrors,
  type TrayDraft,
  toVisitInput,
  type VisitDraft,
} from "./visit-form";

interface VisitFormProps {
  kioskId: string;
  kioskName: string;
  trays: Tray[];
  onDone: (outcome: RecordOutcome) => void;
}

/**
 * The visit as the technician types it on the phone. Its id is made here, once per form (a resubmission after an
 * uncertain failure sends the same id, which the server answers with the same visit); started_at is when the form
 * opened, finished_at when it is submitted.
 */
export function VisitForm({ kioskId, kioskName, trays, onDone }: VisitFormProps) {
  const { t } = useVisitsTranslation();
  const record = useRecordVisit();
  const [visit] = useState(() => ({ id: crypto.randomUUID(), startedAt: new Date().toISOString() }));
  const [draft, setDraft] = useState<VisitDraft>(emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => draftErrors(trays, draft), [trays, draft]);
  const traysHeading = useId();

  const changeTray = useCallback(
    (trayId: string, tray: TrayDraft) =>
      setDraft((current) => ({ ...current, trays: { ...current.trays, [trayId]: tray } })),
    [],
  );
  const message = useDraftErrorText();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (hasErrors(errors)) return;
    setSubmitting(true);
    try {
      const body = toVisitInput(trays, draft, { ...visit, finishedAt: new Date().toISOString() });
      onDone(await record(kioskId, kioskName, body));
    } catch (error) {
      setFailure(failureMessage(error, t("form.failed")));
    } finally {
      setSubmitting(false);
    }
  };

  const showsFixErrors = submitted && hasErrors(errors);
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 3 }}>
      {trays.length > 0 ? (
        <Box component="section" aria-labelledby={traysHeading}>
          <Typography id={traysHeading} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t("form.trays")}
          </Typography>
          <Box component="ul" aria-labelledby={traysHeading} sx={{ display: "grid", gap: 1.5, p: 0, m: 0 }}>
            {trays.map((tray) => (
              <VisitTrayFields
                key={tray.id}
                tray={tray}
                draft={draft.trays[tray.id] ?? EMPTY_TRAY}
                errors={errors.trays[tray.id] ?? NO_ERRORS}
                showErrors={submitted}
                onChange={changeTray}
              />
            ))}
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{t("page.noTrays")}</Typography>
      )}
      <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: "grid", gap: 2 }}>
        <Typography component="legend" variant="h6" sx={{ px: 0.5 }}>
          {t("form.checklist")}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.cleaned}
              onChange={(event) => setDraft((current) => ({ ...current, cleaned: event.target.checked }))}
              sx={{ p: 1.5 }}
            />
          }
          label={t("form.cleaned")}
        />
        <TextField
          label={t("form.temperature")}
          value={draft.temperature}
          onChange={(event) => setDraft((current) => ({ ...current, temperature: event.target.value }))}
          error={submitted && Boolean(errors.temperature)}
          helperText={submitted ? message(errors.temperature) : undefined}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
          fullWidth
        />
      </Paper>
      <TextField
        label={t("form.notes")}
        value={draft.notes}
        onChange={(event) => setDraft((current) => ({ ...current, notes: event.target.value }))}
        error={submitted && Boolean(errors.notes)}
        helperText={submitted ? message(errors.notes) : undefined}
        multiline
        minRows={3}
        fullWidth
      />
      {(showsFixErrors || failure) && (
        <Alert severity="error" role="alert">
          {failure ?? t("form.fixErrors")}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth sx={{ minHeight: 52 }}>
        {t("form.submit")}
      </Button>
    </Box>
  );
}

const NO_ERRORS = {};
