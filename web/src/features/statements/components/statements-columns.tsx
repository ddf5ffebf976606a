import type { Statement } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { TFunction } from "i18next";
import { TextLink } from "../../../components/TextLink";
import { formatMinor } from "../../../lib/money";
import { StatementStatusChip } from "./StatementStatusChip";
import { adjustmentsOf } from "./statement-list-params";

type AmountField = "net_cents" | "royalty_cents" | "monthly_fee_cents" | "adjustments" | "amount_due_cents";

/**
 * Client (a link to the statement, the email under it), net, royalty, fee, adjustments, amount due and status; every
 * column sorts (the month's statements are all here). Amounts are in each statement's currency.
 */
export function statementsColumns(t: TFunction<"statements">, language: string): GridColDef<Statement>[] {
  const amount = (field: AmountField, headerName: string, width = 120): GridColDef<Statement> => ({
    field,
    headerName,
    width,
    // "right" is the end of the line: flipped in right to left, so amounts line up at the end in Arabic too.
    align: "right",
    headerAlign: "right",
    valueGetter: field === "adjustments" ? (_value, row) => adjustmentsOf(row) : undefined,
    valueFormatter: (value: number, row) => formatMinor(value, row.currency, language),
  });
  return [
    {
      field: "owner",
      headerName: t("columns.client"),
      flex: 1,
      minWidth: 200,
      valueGetter: (_value, row) => row.owner.name,
      renderCell: ({ row }) => (
        <Box sx={{ display: "grid", lineHeight: 1.4, minWidth: 0, py: 1 }}>
          <TextLink to={`/statements/${encodeURIComponent(row.id)}`}>{row.owner.name}</TextLink>
          <Typography variant="caption" color="text.secondary" noWrap>
            {row.owner.email}
          </Typography>
        </Box>
      ),
    },
    amount("net_cents", t("columns.net")),
    amount("royalty_cents", t("columns.royalty")),
    amount("monthly_fee_cents", t("columns.fee")),
    amount("adjustments", t("columns.adjustments")),
    amount("amount_due_cents", t("columns.amountDue"), 130),
    {
      field: "status",
      headerName: t("columns.status"),
      width: 110,
      renderCell: ({ row }) => <StatementStatusChip status={row.status} />,
    },
  ];
}
