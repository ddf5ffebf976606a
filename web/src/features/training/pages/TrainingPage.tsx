import { Button, Grid, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { BookIcon, PlayIcon, SupportIcon } from "../../../components/icons/nav-icons";
import { PageHeader } from "../../../components/PageHeader";
import { useTraining } from "../api/get-training";
import { ManualAction } from "../components/ManualAction";
import { TrainingCard } from "../components/TrainingCard";
import { TrainingLoadError } from "../components/TrainingLoadError";
import { TutorialAction } from "../components/TutorialAction";
import { useTrainingTranslation } from "../use-training-translation";

/** /training: the company's tutorial videos, its user manual (password first when set) and the FAQ. */
export function TrainingPage() {
  const { t } = useTrainingTranslation();
  const { training, error, reload } = useTraining();
  const failed = Boolean(error) && !training;

  return (
    <>
      <PageHeader title={t("overview.title")} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4, maxWidth: 720 }}>
        {t("overview.intro")}
      </Typography>
      {failed && <TrainingLoadError error={error} onRetry={() => void reload()} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TrainingCard
            icon={<PlayIcon fontSize="large" />}
            title={t("tutorial.title")}
            description={t("tutorial.description")}
          >
            {!failed && <TutorialAction training={training} />}
          </TrainingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TrainingCard
            icon={<BookIcon fontSize="large" />}
            title={t("manual.title")}
            description={t("manual.description")}
          >
            {!failed && <ManualAction training={training} />}
          </TrainingCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TrainingCard
            icon={<SupportIcon fontSize="large" />}
            title={t("faqs.title")}
            description={t("faqs.description")}
          >
            <Button component={RouterLink} to="/faqs" variant="outlined" color="inherit">
              {t("faqs.open")}
            </Button>
          </TrainingCard>
        </Grid>
      </Grid>
    </>
  );
}
