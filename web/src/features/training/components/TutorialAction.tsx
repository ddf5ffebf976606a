import type { Training } from "@froyo/contracts";
import { Box, Button, Skeleton, Typography } from "@mui/material";
import { ExternalLinkIcon } from "../../../components/icons/ui-icons";
import { visuallyHidden } from "../../../components/visually-hidden";
import { useTrainingTranslation } from "../use-training-translation";
import { safeExternalUrl } from "./external-url";

/** Seed section 4: tutorial videos open in a new tab with no prompt, a plain link to the company's URL. */
export function TutorialAction({ training }: { training: Training | undefined }) {
  const { t } = useTrainingTranslation();
  if (!training) return <Skeleton variant="rounded" width={240} height={40} />;
  const url = safeExternalUrl(training.tutorial_url);
  if (!url) {
    return <Typography color="text.secondary">{t("tutorial.unavailable")}</Typography>;
  }
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      endIcon={<ExternalLinkIcon />}
    >
      {t("tutorial.open")}
      <Box component="span" sx={visuallyHidden}>
        {` ${t("newTab")}`}
      </Box>
    </Button>
  );
}
