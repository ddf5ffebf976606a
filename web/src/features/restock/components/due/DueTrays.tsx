import type { RestockDueKiosk } from "@froyo/contracts";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { visuallyHidden } from "../../../../components/visually-hidden";
import { useRestockTranslation } from "../../use-restock-translation";
import { formatCount, formatPercent, formatWithZone } from "../restock-format";

/** The trays driving a kiosk's visit: position, product, level against par, when it empties, the 24 h risk. */
export function DueTrays({ kiosk, language }: { kiosk: RestockDueKiosk; language: string }) {
  const { t } = useRestockTranslation();
  if (kiosk.trays_due.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t("due.noneDue")}
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small">
        <caption style={{ captionSide: "top", padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {t("due.trays.caption", { name: kiosk.kiosk.name })}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("due.trays.position")}</TableCell>
            <TableCell scope="col">{t("due.trays.product")}</TableCell>
            <TableCell scope="col" align="right">
              {t("due.trays.level")}
            </TableCell>
            <TableCell scope="col">{t("due.trays.emptiesAt")}</TableCell>
            <TableCell scope="col" align="right">
              {t("due.trays.probability")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kiosk.trays_due.map((tray) => (
            <TableRow key={tray.tray_id}>
              <TableCell component="th" scope="row">
                {formatCount(tray.position, language)}
              </TableCell>
              <TableCell>{tray.product_name ?? t("due.trays.noProduct")}</TableCell>
              <TableCell align="right">
                {t("format.levelOfPar", {
                  level: formatCount(tray.level, language),
                  par: formatCount(tray.par_level, language),
                })}
              </TableCell>
              <TableCell>
                {tray.empties_at ? formatWithZone(t, tray.empties_at, kiosk.timezone, language) : t("due.trays.never")}
              </TableCell>
              <TableCell align="right">
                {tray.stockout_probability_24h === null ? "—" : formatPercent(tray.stockout_probability_24h, language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
