import { COMPANY_MESSAGES, type CompanyAdmin } from "@froyo/contracts";
import { Button } from "@mui/material";
import { useEffect, useMemo, useRef, useState } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { AddIcon } from "../../../components/icons/list-icons";
import { PageHeader } from "../../../components/PageHeader";
import { translateMessage } from "../../../i18n/i18n";
import { isApiError } from "../../../lib/api-error";
import { toApiQuery, toExportQuery } from "../../../lib/list-params";
import { usePermissions } from "../../../lib/permissions";
import { showToast } from "../../../lib/toast";
import { useListParams } from "../../../lib/use-list-params";
import { companiesExportUrl, useCompanies } from "../api/get-companies";
import { CompanyFormDialog } from "../components/CompanyFormDialog";
import { companiesColumns } from "../components/companies-columns";
import { COMPANY_LIST_SPEC } from "../components/company-list-params";
import { DeleteCompanyDialog } from "../components/DeleteCompanyDialog";
import { CompanyFaqsDialog } from "../components/faqs/CompanyFaqsDialog";
import { useCompaniesTranslation } from "../use-companies-translation";

type RowAction = "edit" | "faqs" | "delete";
type OpenDialog = { kind: "create" } | { kind: RowAction; company: CompanyAdmin } | null;

const loadFailure = (error: unknown) =>
  translateMessage((isApiError(error) && error.serverMessage) || COMPANY_MESSAGES.loadFailed);

/** /companies (platform staff): the tenants, their branding, links and FAQ; create, edit and delete per permission. */
export function CompaniesPage() {
  const { t } = useCompaniesTranslation();
  const { can, actor } = usePermissions();
  const { params, change } = useListParams(COMPANY_LIST_SPEC);
  const companies = useCompanies(toApiQuery(params, COMPANY_LIST_SPEC));
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const canEdit = can("edit companies");
  const canDelete = can("delete companies");

  // Seed section 8: a failed load is reported in a toast, once per failure (not again on each retry).
  const toastedFailure = useRef(false);
  useEffect(() => {
    if (!companies.error) toastedFailure.current = false;
    else if (!toastedFailure.current) {
      toastedFailure.current = true;
      showToast(loadFailure(companies.error), "error");
    }
  }, [companies.error]);

  const columns = useMemo(() => {
    const actions: RowAction[] = [
      ...(canEdit ? (["edit", "faqs"] as const) : []),
      ...(canDelete ? ["delete" as const] : []),
    ];
    if (actions.length === 0) return companiesColumns(t);
    return companiesColumns(t, (company) =>
      actions.map((kind) => ({
        key: kind,
        label: t(`rowActions.${kind}`),
        onClick: () => setDialog({ kind, company }),
      })),
    );
  }, [t, canEdit, canDelete]);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title={t("title")}
        action={
          can("create companies") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "create" })}>
              {t("newCompany")}
            </Button>
          )
        }
      />
      <DataList<CompanyAdmin>
        label={t("list.label")}
        listName="companies"
        userId={actor?.id}
        columns={columns}
        rows={companies.data?.data}
        total={companies.data?.meta.total}
        loading={companies.isLoading}
        errorMessage={companies.error ? loadFailure(companies.error) : null}
        onRetry={() => void companies.mutate()}
        emptyLabel={params.search ? t("list.noMatch") : t("list.empty")}
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: t("list.search"), value: params.search, onSearch: (search) => change({ search }) },
          exportHref: companiesExportUrl(toExportQuery(params, COMPANY_LIST_SPEC)),
        }}
      />
      {dialog?.kind === "create" && <CompanyFormDialog company={null} onClose={close} />}
      {dialog?.kind === "edit" && (
        <CompanyFormDialog key={dialog.company.id} company={dialog.company} onClose={close} />
      )}
      {dialog?.kind === "faqs" && (
        <CompanyFaqsDialog key={dialog.company.id} company={dialog.company} onClose={close} />
      )}
      {dialog?.kind === "delete" && <DeleteCompanyDialog company={dialog.company} onClose={close} />}
    </>
  );
}
