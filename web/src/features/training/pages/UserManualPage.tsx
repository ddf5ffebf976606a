import { useTraining } from "../api/get-training";
import { ManualAction } from "../components/ManualAction";
import { TrainingResourcePage } from "../components/TrainingResourcePage";
import { useTrainingTranslation } from "../use-training-translation";

/** /training/manual: what the manual is, and its download (the password prompt first when the company set one). */
export function UserManualPage() {
  const { t } = useTrainingTranslation();
  const { training, error, reload } = useTraining();
  return (
    <TrainingResourcePage
      title={t("manual.title")}
      description={t("manual.description")}
      error={training ? undefined : error}
      onRetry={() => void reload()}
    >
      <ManualAction training={training} />
    </TrainingResourcePage>
  );
}
