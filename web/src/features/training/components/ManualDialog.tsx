import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useId, useState } from "react";
import { ExternalLinkIcon } from "../../../components/icons/ui-icons";
import { useTrainingTranslation } from "../use-training-translation";
import { ManualPasswordForm } from "./ManualPasswordForm";

/** What the manual dialog shows: nothing, the password prompt, or the link when the browser blocked the new tab. */
export type ManualStep = { name: "closed" } | { name: "password" } | { name: "blocked"; url: string };

interface ManualDialogProps {
  step: ManualStep;
  onClose: () => void;
  onUnlocked: (url: string) => void;
}

/** The user manual's dialog (MUI traps the focus inside and gives it back to the opening control on close). */
export function ManualDialog({ step, onClose, onUnlocked }: ManualDialogProps) {
  const { t } = useTrainingTranslation();
  const titleId = useId();
  // While the dialog fades out, it keeps showing what it showed rather than an empty box.
  const [lastShown, setLastShown] = useState<ManualStep>(step);
  if (step.name !== "closed" && step !== lastShown) setLastShown(step);
  const shown = step.name === "closed" ? lastShown : step;
  return (
    <Dialog open={step.name !== "closed"} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("manual.title")}</DialogTitle>
      {shown.name === "password" && <ManualPasswordForm onCancel={onClose} onUnlocked={onUnlocked} />}
      {shown.name === "blocked" && (
        <>
          <DialogContent>
            <Typography>{t("manual.blocked")}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} color="inherit">
              {t("manual.close")}
            </Button>
            {/* A real link: the browser opens a clicked link even when it blocked the script's window.open. */}
            <Button
              component="a"
              href={shown.url}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              endIcon={<ExternalLinkIcon />}
              onClick={onClose}
              autoFocus
            >
              {t("manual.openManual")}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
