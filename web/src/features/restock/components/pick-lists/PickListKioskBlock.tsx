import type { PickList } from "@froyo/contracts";
import { Box, Checkbox, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";
import { formatCount } from "../restock-format";

type PickListKiosk = PickList["kiosks"][number];

/** On paper an empty square to tick with a pen, in black and white; on screen a tick box. */
function TickBox({ label }: { label: string }) {
  return (
    <>
      <Checkbox size="small" sx={{ m: -1, displayPrint: "none" }} slotProps={{ input: { "aria-label": label } }} />
      <Box
        component="span"
        aria-hidden
        sx={{ display: "none", displayPrint: "inline-block", width: 14, height: 14, border: "1.5px solid #000" }}
      />
    </>
  );
}

/** One kiosk's lines: what each tray needs at the visit, kept on one printed page where it fits. */
export function PickListKioskBlock({ kiosk, language }: { kiosk: PickListKiosk; language: string }) {
  const { t } = useRestockTranslation();
  const count = (value: number) => formatCount(value, language);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`pick-kiosk-${kiosk.kiosk_id}`}
      data-pick-block
      sx={{ p: 2, breakInside: "avoid", pageBreakInside: "avoid" }}
    >
      <Typography id={`pick-kiosk-${kiosk.kiosk_id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {kiosk.name}
      </Typography>
      {kiosk.lines.length === 0 ? (
        <Typography variant="body2">{t("pickList.lines.nothing")}</Typography>
      ) : (
        <Table size="small" aria-label={t("pickList.lines.caption", { name: kiosk.name })}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" padding="checkbox">
                {t("pickList.lines.done")}
              </TableCell>
              <TableCell scope="col">{t("pickList.lines.position")}</TableCell>
              <TableCell scope="col">{t("pickList.lines.product")}</TableCell>
              <TableCell scope="col" align="right">
                {t("pickList.lines.expected")}
              </TableCell>
              <TableCell scope="col" align="right">
                {t("pickList.lines.par")}
              </TableCell>
              <TableCell scope="col" align="right">
                {t("pickList.lines.quantity")}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kiosk.lines.map((line) => (
              <TableRow key={line.tray_id}>
                <TableCell padding="checkbox">
                  <TickBox label={t("pickList.lines.tick", { position: line.position })} />
                </TableCell>
                <TableCell component="th" scope="row">
                  {count(line.position)}
                </TableCell>
                <TableCell>{line.product_name ?? t("pickList.lines.noProduct")}</TableCell>
                <TableCell align="right">{count(line.expected_level)}</TableCell>
                <TableCell align="right">{count(line.par_level)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {count(line.quantity)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
