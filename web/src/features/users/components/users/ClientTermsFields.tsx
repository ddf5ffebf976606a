import { Alert, Box, Button, Typography } from "@mui/material";
import { useId } from "react";
import type { Control } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { failureMessage } from "../../../../lib/failure-message";
import { useUsersTranslation } from "../../use-users-translation";
import type { EditUserFormValues } from "./client-terms-values";

interface ClientTermsFieldsProps {
  control: Control<EditUserFormValues>;
  currency: string;
  /** A sample fee in the currency's format ("250.00"). */
  example: string;
  /** The terms have not arrived yet: the fields wait, disabled. */
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
}

/** A client's statement terms in their edit dialog: the royalty on net sales and the monthly fee. */
export function ClientTermsFields({ control, currency, example, loading, loadError, onRetry }: ClientTermsFieldsProps) {
  const { t } = useUsersTranslation();
  const legendId = useId();
  const hintId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      aria-describedby={hintId}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: "grid", gap: 2 }}
    >
      <Box>
        <Typography id={legendId} component="legend" variant="subtitle2" sx={{ p: 0 }}>
          {t("terms.title")}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t("terms.hint")}
        </Typography>
      </Box>
      {loadError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t("terms.retry")}
            </Button>
          }
        >
          {failureMessage(loadError, t("terms.loadFailed"))}
        </Alert>
      ) : (
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <ControlledTextField
            name="royalty_percent"
            control={control}
            label={t("terms.royalty")}
            autoComplete="off"
            disabled={loading}
            helperText={t("terms.royaltyHelp")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            fullWidth
          />
          <ControlledTextField
            name="monthly_fee"
            control={control}
            label={t("terms.fee", { currency })}
            autoComplete="off"
            disabled={loading}
            helperText={t("terms.feeHelp", { example })}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
            fullWidth
          />
        </Box>
      )}
    </Box>
  );
}
