import { Box, FormControlLabel, Switch } from "@mui/material";
import { FilterSelect } from "../../../components/data-list/FilterSelect";
import { SearchField } from "../../../components/data-list/SearchField";
import type { ListParams, ListParamsChange } from "../../../lib/list-params";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { KIOSK_STATUS_CHOICES } from "./kiosk-choices";

type Filter = "status" | "low";

interface KioskToolbarProps {
  params: ListParams<Filter>;
  onChange: (change: ListParamsChange<Filter>) => void;
}

/** Search (name, serial number, address), the status filter and "low trays only", all kept in the URL. */
export function KioskToolbar({ params, onChange }: KioskToolbarProps) {
  const { t } = useKiosksTranslation();
  const statusOptions = KIOSK_STATUS_CHOICES.map((value) => ({ value, label: t(`status.${value}`) }));
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 2 }}>
      <SearchField label={t("list.search")} value={params.search} onSearch={(search) => onChange({ search })} />
      <FilterSelect
        label={t("list.status")}
        allLabel={t("list.allStatuses")}
        value={params.filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ filters: { status } })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={params.filters.low === "true"}
            onChange={(event) => onChange({ filters: { low: event.target.checked ? "true" : "" } })}
          />
        }
        label={t("list.lowOnly")}
      />
    </Box>
  );
}
