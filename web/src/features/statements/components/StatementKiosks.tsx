import type { Statement } from "@froyo/contracts";
import { Box, Paper, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from "@mui/material";
import { useId } from "react";
import { formatMinor } from "../../../lib/money";
import { formatMonth } from "../statement-format";
import { useStatementsTranslation } from "../use-statements-translation";

const AMOUNTS = ["gross_cents", "discount_cents", "refunded_cents", "net_cents"] as const;
const HEADERS = {
  gross_cents: "gross",
  discount_cents: "discounts",
  refunded_cents: "refunds",
  net_cents: "net",
} as const;
// One rule set for the table: figures line up at the end of the line ("right" is flipped in right to left), the
// totals row reads as one.
const TABLE = {
  "& td, & th": { whiteSpace: "nowrap" },
  "& tfoot td, & tfoot th": { fontWeight: 700, color: "text.primary", fontSize: "inherit", borderBottom: 0 },
} as const;

/** Per kiosk the month's gross sales, discounts, refunds and net, then their totals. */
export function StatementKiosks({ statement, language }: { statement: Statement; language: string }) {
  const { t } = useStatementsTranslation();
  const headingId = useId();
  const money = (cents: number) => formatMinor(cents, statement.currency, language);
  const total = (field: (typeof AMOUNTS)[number]) => statement.kiosks.reduce((sum, kiosk) => sum + kiosk[field], 0);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("statement.kiosks.title")}
      </Typography>
      {statement.kiosks.length === 0 ? (
        <Typography variant="body2">{t("statement.kiosks.none")}</Typography>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table
            size="small"
            aria-label={t("statement.kiosks.caption", { month: formatMonth(statement.month, language) })}
            sx={TABLE}
          >
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t("statement.kiosks.kiosk")}</TableCell>
                {AMOUNTS.map((field) => (
                  <TableCell key={field} scope="col" align="right">
                    {t(`statement.kiosks.${HEADERS[field]}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {statement.kiosks.map((kiosk) => (
                <TableRow key={kiosk.kiosk_id}>
                  <TableCell component="th" scope="row">
                    {kiosk.name}
                  </TableCell>
                  {AMOUNTS.map((field) => (
                    <TableCell key={field} align="right">
                      {money(kiosk[field])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell component="th" scope="row">
                  {t("statement.kiosks.total")}
                </TableCell>
                {AMOUNTS.map((field) => (
                  <TableCell key={field} align="right">
                    {money(field === "net_cents" ? statement.net_cents : total(field))}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
