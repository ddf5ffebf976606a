import { useTraining } from "../api/get-training";
import { TrainingResourcePage } from "../components/TrainingResourcePage";
import { TutorialAction } from "../components/TutorialAction";
import { useTrainingTranslation } from "../use-training-translation";

/** /training/tutorial: what the videos cover, and the link that opens them in a new tab. */
export function TutorialVideosPage() {
  const { t } = useTrainingTranslation();
  const { training, error, reload } = useTraining();
  return (
    <TrainingResourcePage
      title={t("tutorial.title")}
      description={t("tutorial.description")}
      error={training ? undefined : error}
      onRetry={() => void reload()}
    >
      <TutorialAction training={training} />
    </TrainingResourcePage>
  );
}
