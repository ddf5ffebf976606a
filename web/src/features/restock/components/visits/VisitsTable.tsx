import type { Visit } from "@froyo/contracts";
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { formatDateTime } from "../../../../lib/format-date";
import { formatNumber } from "../../../../lib/format-number";
import { useVisitsTranslation } from "./use-visits-translation";
import { visitFigures } from "./visit-figures";

interface VisitsTableProps {
  visits: Visit[];
  /** The kiosk's own list leaves its name out. */
  showKiosk: boolean;
  onOpen: (visit: Visit) => void;
}

/** Visits, newest first: when, where, who, and what they did; the date opens the visit (a link for the keyboard). */
export function VisitsTable({ visits, showKiosk, onOpen }: VisitsTableProps) {
  const { t } = useVisitsTranslation();
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={t("list.label")}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("list.when")}</TableCell>
            {showKiosk && <TableCell scope="col">{t("list.kiosk")}</TableCell>}
            <TableCell scope="col">{t("list.technician")}</TableCell>
            <TableCell scope="col" align="right">
              {t("list.trays")}
            </TableCell>
            <TableCell scope="col" align="right">
              {t("list.added")}
            </TableCell>
            <TableCell scope="col" align="right">
              {t("list.shrinkage")}
            </TableCell>
            <TableCell scope="col" align="right">
              {t("list.waste")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visits.map((visit) => {
            const figures = visitFigures(visit);
            const when = formatDateTime(visit.finished_at);
            return (
              <TableRow key={visit.id} hover onClick={() => onOpen(visit)} sx={{ cursor: "pointer" }}>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(visit);
                    }}
                    aria-label={t("list.open", { when, kiosk: visit.kiosk.name })}
                    sx={{ textAlign: "start", py: 1 }}
                  >
                    {when}
                  </Link>
                </TableCell>
                {showKiosk && <TableCell>{visit.kiosk.name}</TableCell>}
                <TableCell>{visit.technician?.name ?? t("list.noTechnician")}</TableCell>
                <TableCell align="right">{formatNumber(figures.trays)}</TableCell>
                <TableCell align="right">{formatNumber(figures.added)}</TableCell>
                <TableCell align="right">{formatNumber(figures.shrinkage)}</TableCell>
                <TableCell align="right">{formatNumber(figures.waste)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
