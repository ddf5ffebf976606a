import type { Training } from "@froyo/contracts";
import { Button, Skeleton, Stack, Typography } from "@mui/material";
import { ExternalLinkIcon, LockIcon } from "../../../components/icons/ui-icons";
import { useTrainingTranslation } from "../use-training-translation";
import { useManualDownload } from "./use-manual-download";

/** The manual's button (password first when the company set one), or why there is none. */
export function ManualAction({ training }: { training: Training | undefined }) {
  const { t } = useTrainingTranslation();
  const manual = useManualDownload();
  if (!training) return <Skeleton variant="rounded" width={220} height={40} />;
  if (!training.has_manual) {
    return <Typography color="text.secondary">{t("manual.unavailable")}</Typography>;
  }
  return (
    <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
      {training.manual_requires_password && (
        <Typography variant="body2" color="text.secondary" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <LockIcon fontSize="small" aria-hidden="true" />
          {t("manual.passwordNote")}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={manual.open}
        loading={manual.opening}
        endIcon={training.manual_requires_password ? undefined : <ExternalLinkIcon />}
      >
        {t("manual.download")}
      </Button>
      {manual.dialog}
    </Stack>
  );
}
