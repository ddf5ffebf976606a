import type { RestockDueKiosk } from "@froyo/contracts";
import { Box, Checkbox, Paper, Typography } from "@mui/material";
import { TextLink } from "../../../../components/TextLink";
import { useRestockTranslation } from "../../use-restock-translation";
import { formatFromNow, formatWithZone } from "../restock-format";
import { DueStatusChip } from "./DueStatusChip";
import { DueTrays } from "./DueTrays";

interface DueKioskCardProps {
  kiosk: RestockDueKiosk;
  language: string;
  now: number;
  /** Without `edit restock` there is nothing to plan: no tick box, no visit link. */
  canEdit: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One due kiosk: who owns it, when to be there by (its own clock, and how soon), its status and the trays. */
export function DueKioskCard({ kiosk, language, now, canEdit, selected, onSelect }: DueKioskCardProps) {
  const { t } = useRestockTranslation();
  const visitBy = kiosk.visit_by;
  const overdue = visitBy !== null && Date.parse(visitBy) < now;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: "none" }} aria-label={kiosk.kiosk.name}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 1 }}>
        {canEdit && (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { "aria-label": t("due.select", { name: kiosk.kiosk.name }) } }}
            sx={{ m: -1 }}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {kiosk.kiosk.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kiosk.owner.name}
          </Typography>
        </Box>
        <Box sx={{ textAlign: "end" }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t("due.visitBy")}
          </Typography>
          {visitBy ? (
            <>
              <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                {formatWithZone(t, visitBy, kiosk.timezone, language)}
              </Typography>
              <Typography variant="body2" component="p" color={overdue ? "error" : "text.secondary"}>
                {formatFromNow(visitBy, now, language)}
                {overdue && ` · ${t("due.overdue")}`}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" component="p">
              {t("due.notForecast")}
            </Typography>
          )}
        </Box>
        <DueStatusChip status={kiosk.status} />
        {canEdit && <TextLink to={`/restock/visit/${kiosk.kiosk.id}`}>{t("due.recordVisit")}</TextLink>}
      </Box>
      <DueTrays kiosk={kiosk} language={language} />
    </Paper>
  );
}
