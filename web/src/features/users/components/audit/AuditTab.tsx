import { type AuditEntry, MAX_PER_PAGE } from "@froyo/contracts";
import { useMemo } from "react";
import { DataList } from "../../../../components/data-list/DataList";
import type { FilterOption } from "../../../../components/data-list/FilterSelect";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useListParams } from "../../../../lib/use-list-params";
import { useAuth } from "../../../auth";
import { useCompanies } from "../../../companies";
import { auditExportUrl, useAuditLog } from "../../api/get-audit-log";
import { useUsersTranslation } from "../../use-users-translation";
import { AuditFilters } from "./AuditFilters";
import { auditColumns } from "./audit-columns";
import { AUDIT_LIST_SPEC, auditApiQuery, withoutCompanyFilter } from "./audit-list-params";

/** The largest page the API gives: the company filter offers the first hundred companies by name. */
const COMPANY_CHOICES = new URLSearchParams({ per_page: String(MAX_PER_PAGE) });

/** The companies platform staff may narrow the trail to; nothing is fetched for company staff. */
function useCompanyOptions(enabled: boolean): FilterOption[] | undefined {
  const companies = useCompanies(COMPANY_CHOICES, enabled);
  return useMemo(
    () =>
      enabled ? (companies.data?.data ?? []).map((company) => ({ value: company.id, label: company.name })) : undefined,
    [enabled, companies.data],
  );
}

/**
 * The Audit log tab (staff only): who changed what, when and from where. On the bare domain platform staff read
 * every company's trail, with a Company column and filter; on a company's subdomain the trail is that company's.
 */
export function AuditTab() {
  const { t } = useUsersTranslation();
  const { actor, can } = usePermissions();
  // The server's rule: whoever acts in no company (platform staff on the bare domain) reads every company's trail.
  const allCompanies = useAuth().user?.company === null;
  const columns = useMemo(() => auditColumns(t, { withCompany: allCompanies }), [t, allCompanies]);
  const companyOptions = useCompanyOptions(allCompanies && can("view companies"));
  const { params: addressParams, change } = useListParams(AUDIT_LIST_SPEC);
  const params = allCompanies ? addressParams : withoutCompanyFilter(addressParams);
  const log = useAuditLog(auditApiQuery(params));
  const filtered = Object.values(params.filters).some(Boolean) || Boolean(params.search);

  return (
    <DataList<AuditEntry>
      label={t("audit.label")}
      listName="audit"
      userId={actor?.id}
      columns={columns}
      rows={log.data?.data}
      total={log.data?.meta.total}
      loading={log.isLoading}
      errorMessage={log.error ? failureMessage(log.error, t("audit.loadFailed")) : null}
      onRetry={() => void log.mutate()}
      emptyLabel={filtered ? t("audit.noMatch") : t("audit.empty")}
      params={params}
      onParamsChange={change}
      toolbar={{
        search: { label: t("audit.actorSearch"), value: params.search, onSearch: (search) => change({ search }) },
        filters: (
          <AuditFilters
            filters={params.filters}
            onChange={(filters) => change({ filters })}
            companyOptions={companyOptions}
          />
        ),
        exportHref: auditExportUrl(auditApiQuery(params, false)),
      }}
    />
  );
}
