import { JOURNAL_MAX_DAYS } from "@froyo/contracts";
import { Box, Button, Typography } from "@mui/material";
import { useId } from "react";
import { DownloadIcon } from "../../../components/icons/list-icons";
import { usePermissions } from "../../../lib/permissions";
import { daysBetween } from "../date-presets";
import { useAnalyticsParams } from "../use-analytics-params";
import { useAnalyticsTranslation } from "../use-analytics-translation";

/**
 * The accounting journal of the chosen period (GET /api/sales/journal.csv?from&to, decision 043) by a plain link: the
 * company's staff with `view sales` only, never a client (not even a Pro, who sees this page), as the server decides.
 */
export function JournalDownloadLink() {
  const { t } = useAnalyticsTranslation();
  const { can, actor } = usePermissions();
  const { params } = useAnalyticsParams();
  const hintId = useId();
  if (actor?.type !== "staff" || !can("view sales")) return null;
  const { from, to } = params.range;
  const tooLong = daysBetween(params.range) > JOURNAL_MAX_DAYS;
  return (
    <Box sx={{ display: "grid", justifyItems: "end", gap: 0.5 }}>
      <Button
        variant="outlined"
        component="a"
        href={tooLong ? undefined : `/api/sales/journal.csv?${new URLSearchParams({ from, to })}`}
        download={!tooLong}
        disabled={tooLong}
        aria-describedby={tooLong ? hintId : undefined}
        startIcon={<DownloadIcon />}
        sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
      >
        {t("journal.download")}
      </Button>
      {tooLong && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t("journal.tooLong", { days: JOURNAL_MAX_DAYS })}
        </Typography>
      )}
    </Box>
  );
}
