import type { Statement } from "@froyo/contracts";
import { Box, Paper, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";
import { formatMinor } from "../../../lib/money";
import { formatMonth, formatRoyaltyPercent } from "../statement-format";
import { useStatementsTranslation } from "../use-statements-translation";

// A line's label with a detail under it; the amount due reads as the total (one rule set, decision 042).
const TABLE = {
  "& td:last-of-type": { whiteSpace: "nowrap" },
  "& .detail": { display: "block", typography: "caption", color: "text.secondary" },
  "& tfoot td, & tfoot th": { fontWeight: 700, color: "text.primary", fontSize: "1rem", borderBottom: 0 },
} as const;

/** What the client owes for the month: the royalty on the net, the monthly fee, adjustments for earlier months. */
export function StatementDue({ statement, language }: { statement: Statement; language: string }) {
  const { t } = useStatementsTranslation();
  const headingId = useId();
  const money = (cents: number) => formatMinor(cents, statement.currency, language);
  const line = (key: string, label: ReactNode, cents: number) => (
    <TableRow key={key}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
        {label}
      </TableCell>
      <TableCell align="right">{money(cents)}</TableCell>
    </TableRow>
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("statement.due.title")}
      </Typography>
      <Box sx={{ overflowX: "auto" }}>
        <Table
          size="small"
          aria-label={t("statement.due.caption", { month: formatMonth(statement.month, language) })}
          sx={TABLE}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t("statement.due.item")}</TableCell>
              <TableCell scope="col" align="right">
                {t("statement.due.amount")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {line(
              "royalty",
              <>
                {t("statement.due.royalty", { percent: formatRoyaltyPercent(statement.royalty_percent, language) })}
                <span className="detail">{t("statement.due.royaltyOf", { net: money(statement.net_cents) })}</span>
              </>,
              statement.royalty_cents,
            )}
            {line("fee", t("statement.due.fee"), statement.monthly_fee_cents)}
            {statement.adjustments.map((adjustment, at) =>
              line(
                `adjustment-${adjustment.month}-${at}`,
                <>
                  {t("statement.due.adjustment", { month: formatMonth(adjustment.month, language) })}
                  {/* The server writes the description in English: marked so, for screen readers and translators. */}
                  <span className="detail" lang="en" dir="ltr">
                    {adjustment.description}
                  </span>
                </>,
                adjustment.amount_cents,
              ),
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                {t("statement.due.amountDue")}
              </TableCell>
              <TableCell align="right">{money(statement.amount_due_cents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Paper>
  );
}
