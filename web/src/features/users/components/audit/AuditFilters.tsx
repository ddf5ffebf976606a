import { TextField } from "@mui/material";
import { type FilterOption, FilterSelect } from "../../../../components/data-list/FilterSelect";
import { useUsersTranslation } from "../../use-users-translation";
import { AUDIT_AREAS, type AuditFilter, auditActionPrefix } from "./audit-list-params";

interface AuditFiltersProps {
  filters: Record<AuditFilter, string>;
  onChange: (filters: Partial<Record<AuditFilter, string>>) => void;
  /** The companies to choose from: given to platform staff, who read every company's trail. */
  companyOptions?: readonly FilterOption[];
}

/** Action (by area), a time range in the browser's time zone, and for platform staff the company. */
export function AuditFilters({ filters, onChange, companyOptions }: AuditFiltersProps) {
  const { t } = useUsersTranslation();
  const actionOptions = AUDIT_AREAS.map((area) => ({
    value: auditActionPrefix(area),
    label: t(`audit.areas.${area}`),
  }));
  return (
    <>
      {companyOptions && (
        <FilterSelect
          label={t("audit.company")}
          allLabel={t("audit.allCompanies")}
          value={filters.company_id}
          options={companyOptions}
          onChange={(company_id) => onChange({ company_id })}
        />
      )}
      <FilterSelect
        label={t("audit.action")}
        allLabel={t("audit.allActions")}
        value={filters.action}
        options={actionOptions}
        onChange={(action) => onChange({ action })}
      />
      {(["from", "to"] as const).map((key) => (
        <TextField
          key={key}
          type="datetime-local"
          size="small"
          label={t(`audit.${key}`)}
          value={filters[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </>
  );
}
