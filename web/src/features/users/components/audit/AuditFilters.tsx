import { TextField } from "@mui/material";
import { FilterSelect } from "../../../../components/data-list/FilterSelect";
import { AUDIT_ACTION_OPTIONS, type AuditFilter } from "./audit-list-params";

interface AuditFiltersProps {
  filters: Record<AuditFilter, string>;
  onChange: (filters: Partial<Record<AuditFilter, string>>) => void;
}

/** Action (by area) and a time range, in the browser's time zone. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  return (
    <>
      <FilterSelect
        label="Action"
        allLabel="All actions"
        value={filters.action}
        options={AUDIT_ACTION_OPTIONS}
        onChange={(action) => onChange({ action })}
      />
      {(["from", "to"] as const).map((key) => (
        <TextField
          key={key}
          type="datetime-local"
          size="small"
          label={key === "from" ? "From" : "To"}
          value={filters[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
