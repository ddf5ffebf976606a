import type { VisitsList } from "@froyo/contracts";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useId } from "react";
import { formatNumber } from "../../../../lib/format-number";
import { useVisitsTranslation } from "./use-visits-translation";

/** The period's shrinkage and waste (units removed, by reason) per product. */
export function VisitSummary({ summary }: { summary: VisitsList["summary"] }) {
  const { t } = useVisitsTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("summary.title")}
      </Typography>
      {summary.length === 0 ? (
        <Typography color="text.secondary">{t("summary.empty")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t("summary.product")}</TableCell>
                {(["shrinkage", "expired", "damaged", "other"] as const).map((column) => (
                  <TableCell key={column} scope="col" align="right">
                    {t(`summary.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.map((row) => (
                <TableRow key={row.product_id ?? "none"}>
                  <TableCell scope="row">{row.name ?? t("summary.noProduct")}</TableCell>
                  <TableCell align="right">{formatNumber(row.shrinkage)}</TableCell>
                  <TableCell align="right">{formatNumber(row.removed.expired)}</TableCell>
                  <TableCell align="right">{formatNumber(row.removed.damaged)}</TableCell>
                  <TableCell align="right">{formatNumber(row.removed.other)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
