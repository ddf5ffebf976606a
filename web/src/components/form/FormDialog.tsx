import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import { type FormEventHandler, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "./FormAlert";

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitting: boolean;
  /** Nothing to submit yet (e.g. the values are still loading). */
  submitDisabled?: boolean;
  /** A message the form has no field for (shown above the fields). */
  formError?: string | null;
  maxWidth?: "xs" | "sm" | "md";
  children: ReactNode;
}

/** A titled dialog holding one form: the fields, Cancel, and the submit button (busy while submitting). */
export function FormDialog(props: FormDialogProps) {
  const { open, title, onClose, onSubmit, submitLabel, submitting, submitDisabled, formError, maxWidth = "sm" } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{ paper: { component: "form", noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          {formError && <FormAlert severity="error">{formError}</FormAlert>}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={submitting}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
