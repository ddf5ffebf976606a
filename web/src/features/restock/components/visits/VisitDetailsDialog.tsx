import type { Visit } from "@froyo/contracts";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useId } from "react";
import { formatDateTime } from "../../../../lib/format-date";
import { formatNumber } from "../../../../lib/format-number";
import { useVisitsTranslation } from "./use-visits-translation";

/** One visit as recorded: each tray's expected, counted, added, removed (why), level after and shrinkage. */
export function VisitDetailsDialog({ visit, onClose }: { visit: Visit; onClose: () => void }) {
  const { t } = useVisitsTranslation();
  const titleId = useId();
  const columns = ["expected", "counted", "added", "removed", "after", "shrinkage"] as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("details.title", { kiosk: visit.kiosk.name })}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ typography: "body2" }}>
          <div>
            {t("details.when", { start: formatDateTime(visit.started_at), end: formatDateTime(visit.finished_at) })}
          </div>
          <div>{t("details.technician", { name: visit.technician?.name ?? t("list.noTechnician") })}</div>
          <div>
            {visit.checklist.cleaned ? t("details.cleaned") : t("details.notCleaned")}
            {" · "}
            {visit.checklist.temperature_c === null
              ? t("details.noTemperature")
              : t("details.temperature", { value: formatNumber(visit.checklist.temperature_c) })}
          </div>
        </Box>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t("details.tray")}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column} scope="col" align="right">
                    {t(`details.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {visit.trays.map((tray) => (
                <TableRow key={tray.tray_id}>
                  <TableCell scope="row">
                    {t("form.tray", { position: formatNumber(tray.position) })}
                    <Box component="span" sx={{ display: "block", color: "text.secondary" }}>
                      {tray.product_name ?? t("form.noProduct")}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{formatNumber(tray.expected)}</TableCell>
                  <TableCell align="right">{formatNumber(tray.counted)}</TableCell>
                  <TableCell align="right">{formatNumber(tray.added)}</TableCell>
                  <TableCell align="right">
                    {formatNumber(tray.removed)}
                    {tray.removed_reason && ` (${t(`form.reasons.${tray.removed_reason}`)})`}
                  </TableCell>
                  <TableCell align="right">{formatNumber(tray.level_after)}</TableCell>
                  <TableCell align="right">{formatNumber(tray.shrinkage)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        {visit.notes && (
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t("details.notes")}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {visit.notes}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("details.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
