import type { PickList } from "@froyo/contracts";
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";
import { formatCount } from "../restock-format";

/** The van's load: the units of each product the whole round needs (pre-kitting). */
export function PickListTotals({ totals, language }: { totals: PickList["totals"]; language: string }) {
  const { t } = useRestockTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="pick-totals"
      data-pick-block
      sx={{ p: 2, breakInside: "avoid", pageBreakInside: "avoid" }}
    >
      <Typography id="pick-totals" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("pickList.totals.title")}
      </Typography>
      {totals.length === 0 ? (
        <Typography variant="body2">{t("pickList.totals.none")}</Typography>
      ) : (
        <Table size="small" aria-label={t("pickList.totals.caption")}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t("pickList.totals.product")}</TableCell>
              <TableCell scope="col" align="right">
                {t("pickList.totals.quantity")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {totals.map((total) => (
              <TableRow key={total.product_id}>
                <TableCell component="th" scope="row">
                  {total.name}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatCount(total.quantity, language)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
