import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog stays open and busy until it settles. Errors are the caller's to report. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Asks the user to type this text first (e.g. a subdomain) before the action is enabled. */
  typeToConfirm?: { label: string; expected: string };
}

/** A destructive action's last question. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, children, confirmLabel, onConfirm, onClose, typeToConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState("");
  const confirmed = !typeToConfirm || typed.trim() === typeToConfirm.expected;

  const close = () => {
    if (busy) return;
    setTyped("");
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setTyped("");
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {typeToConfirm && (
          <TextField
            label={typeToConfirm.label}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
            margin="normal"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t("actions.cancel")}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy || !confirmed} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
