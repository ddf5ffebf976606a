import type { KioskOwner } from "@froyo/contracts";
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";
import { HORIZONS, type Horizon } from "./due-params";

interface DueToolbarProps {
  horizon: Horizon;
  onHorizon: (horizon: Horizon) => void;
  /** The owners to filter by; undefined hides the filter (a client sees only their own kiosks). */
  owners?: readonly Pick<KioskOwner, "id" | "name">[];
  ownerId: string;
  onOwner: (ownerId: string) => void;
}

/** The horizon toggle and, for staff, the owner filter. */
export function DueToolbar({ horizon, onHorizon, owners, ownerId, onOwner }: DueToolbarProps) {
  const { t } = useRestockTranslation();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={horizon}
        aria-label={t("due.horizon")}
        // A click on the pressed button would unset it: the list always has a horizon.
        onChange={(_event, next: Horizon | null) => next && onHorizon(next)}
      >
        {HORIZONS.map((value) => (
          <ToggleButton key={value} value={value} sx={{ px: 2 }}>
            {t(`due.horizons.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {owners && (
        <TextField
          select
          size="small"
          label={t("due.owner")}
          value={ownerId}
          onChange={(event) => onOwner(event.target.value)}
          // "All owners" is a choice of its own, shown as the value rather than an empty field.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t("due.allOwners")}</MenuItem>
          {owners.map((owner) => (
            <MenuItem key={owner.id} value={owner.id}>
              {owner.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
