import { Box, Button, LinearProgress, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { DownloadIcon } from "../../../components/icons/list-icons";
import { numberFormat } from "../../../i18n/intl";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { type ExportProgress, exportOrders, saveFile } from "../api/export-orders";
import { useOrdersTranslation } from "../use-orders-translation";

interface ExportOrdersButtonProps {
  /** The list's filters and sort, without paging. */
  query: URLSearchParams;
  language: string;
}

/**
 * "Export CSV" for the whole filtered set, with progress while the server streams it (rows received of the total
 * it announced) and a Cancel button that aborts the download.
 */
export function ExportOrdersButton({ query, language }: ExportOrdersButtonProps) {
  const { t } = useOrdersTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const number = (value: number) => numberFormat(language).format(value);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ rows: 0, bytes: 0, total: null });
    try {
      const file = await exportOrders(query, setProgress, controller.signal);
      saveFile(file);
      showToast(t("export.done", { rows: number(file.rows) }), "success");
    } catch (error) {
      if (controller.signal.aborted) showToast(t("export.cancelled"), "info");
      else showToast(failureMessage(error, t("export.failed")), "error");
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void start()}
        // Beside the page's title on a phone: one line, never "Export" over "CSV".
        sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
      >
        {t("export.button")}
      </Button>
    );
  }
  const total = progress.total ?? 0;
  const percent = total > 0 ? Math.min(100, (progress.rows / total) * 100) : undefined;
  const label = t("export.progress", { done: number(progress.rows), total: number(total) });
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, minWidth: { xs: 200, sm: 360 } }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="body2" role="status" aria-live="polite">
          {label}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? "indeterminate" : "determinate"}
          value={percent}
          aria-label={label}
        />
      </Box>
      <Button color="inherit" onClick={() => abort.current?.abort()}>
        {t("export.cancel")}
      </Button>
    </Box>
  );
}
