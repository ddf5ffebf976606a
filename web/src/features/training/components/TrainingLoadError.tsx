import { Alert, Button } from "@mui/material";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { useTrainingTranslation } from "../use-training-translation";

/** GET /api/training failed: say so and offer another try. */
export function TrainingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTrainingTranslation();
  return (
    <Alert
      severity="error"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("retry")}
        </Button>
      }
    >
      {translateMessage(failureMessage(error, t("loadFailed")))}
    </Alert>
  );
}
