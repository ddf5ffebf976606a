import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { type FocusEvent, useId, useState } from "react";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { CopyIcon } from "./kiosk-icons";

export interface ShownKey {
  kioskName: string;
  apiKey: string;
}

type CopyState = "idle" | "copied" | "failed";

/**
 * Shows a kiosk's API key the one time it exists in the clear (after adding or rotating), with a copy button whose
 * outcome is announced. A click beside the dialog does not close it: the key would be lost.
 */
export function KioskKeyDialog({ shown, onClose }: { shown: ShownKey; onClose: () => void }) {
  const { t } = useKiosksTranslation();
  const titleId = useId();
  const [copy, setCopy] = useState<CopyState>("idle");

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(shown.apiKey);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <Dialog
      open
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      onClose={(_event, reason) => reason !== "backdropClick" && onClose()}
    >
      <DialogTitle id={titleId}>{t("key.title", { name: shown.kioskName })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2.5 }}>
          {t("key.warning")}
        </Alert>
        <TextField
          label={t("key.label")}
          value={shown.apiKey}
          fullWidth
          multiline
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
            },
            input: { sx: { fontFamily: "monospace", wordBreak: "break-all" } },
          }}
        />
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mt: 1.5 }}>
          <Button variant="outlined" startIcon={<CopyIcon />} onClick={copyKey}>
            {copy === "copied" ? t("key.copied") : t("key.copy")}
          </Button>
          <Typography
            role="status"
            variant="body2"
            color={copy === "failed" ? "error" : "text.secondary"}
            sx={{ flex: 1, minWidth: 200 }}
          >
            {copy === "copied" ? t("key.copiedStatus") : copy === "failed" ? t("key.copyFailed") : ""}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t("key.done")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
