import type { AuditEntry } from "@froyo/contracts";
import { useMemo } from "react";
import { DataList } from "../../../../components/data-list/DataList";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useListParams } from "../../../../lib/use-list-params";
import { auditExportUrl, useAuditLog } from "../../api/get-audit-log";
import { useUsersTranslation } from "../../use-users-translation";
import { AuditFilters } from "./AuditFilters";
import { auditColumns } from "./audit-columns";
import { AUDIT_LIST_SPEC, auditApiQuery } from "./audit-list-params";

/** The Audit log tab (staff only): who changed what, when and from where. */
export function AuditTab() {
  const { t } = useUsersTranslation();
  const columns = useMemo(() => auditColumns(t), [t]);
  const { actor } = usePermissions();
  const { params, change } = useListParams(AUDIT_LIST_SPEC);
  const log = useAuditLog(auditApiQuery(params));
  const filtered = Boolean(params.search || params.filters.action || params.filters.from || params.filters.to);

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
        filters: <AuditFilters filters={params.filters} onChange={(filters) => change({ filters })} />,
        exportHref: auditExportUrl(auditApiQuery(params, false)),
      }}
    />
  );
}
