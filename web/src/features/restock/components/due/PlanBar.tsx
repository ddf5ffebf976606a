import { Box, Button, Paper, TextField, Typography } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";

interface PlanBarProps {
  selected: number;
  visitAt: string;
  onVisitAt: (value: string) => void;
  busy: boolean;
  onMake: () => void;
}

/** The planned visit time (the viewer's clock) and the button making a pick list of the ticked kiosks. */
export function PlanBar({ selected, visitAt, onVisitAt, busy, onMake }: PlanBarProps) {
  const { t } = useRestockTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}
      component="section"
      aria-label={t("plan.make")}
    >
      <Typography variant="body2" sx={{ flex: 1, minWidth: 160 }} aria-live="polite">
        {selected > 0 ? t("plan.selected", { count: selected }) : t("plan.noneSelected")}
      </Typography>
      <TextField
        type="datetime-local"
        size="small"
        label={t("plan.visitAt")}
        value={visitAt}
        onChange={(event) => onVisitAt(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box>
        <Button variant="contained" disabled={selected === 0 || busy || !visitAt} onClick={onMake}>
          {busy ? t("plan.making") : t("plan.make")}
        </Button>
      </Box>
    </Paper>
  );
}
