import type { AuditEntry } from "@froyo/contracts";
import { DataList } from "../../../../components/data-list/DataList";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useListParams } from "../../../../lib/use-list-params";
import { auditExportUrl, useAuditLog } from "../../api/get-audit-log";
import { AuditFilters } from "./AuditFilters";
import { AUDIT_COLUMNS } from "./audit-columns";
import { AUDIT_LIST_SPEC, auditApiQuery } from "./audit-list-params";

/** The Audit log tab (staff only): who changed what, when and from where. */
export function AuditTab() {
  const { actor } = usePermissions();
  const { params, change } = useListParams(AUDIT_LIST_SPEC);
  const log = useAuditLog(auditApiQuery(params));
  const filtered = Boolean(params.search || params.filters.action || params.filters.from || params.filters.to);

  return (
    <DataList<AuditEntry>
      label="Audit log"
      listName="audit"
      userId={actor?.id}
      columns={AUDIT_COLUMNS}
      rows={log.data?.data}
      total={log.data?.meta.total}
      loading={log.isLoading}
      errorMessage={log.error ? failureMessage(log.error, "Failed to load the audit log") : null}
      onRetry={() => void log.mutate()}
      emptyLabel={filtered ? "No entries match" : "No audit entries yet"}
      params={params}
      onParamsChange={change}
      toolbar={{
        search: { label: "Actor email", value: params.search, onSearch: (search) => change({ search }) },
        filters: <AuditFilters filters={params.filters} onChange={(filters) => change({ filters })} />,
        exportHref: auditExportUrl(auditApiQuery(params, false)),
      }}
    />
  );
}
