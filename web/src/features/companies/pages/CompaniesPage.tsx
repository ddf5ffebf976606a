import { COMPANY_MESSAGES, type CompanyAdmin } from "@froyo/contracts";
import { Button } from "@mui/material";
import { GridActionsCellItem } from "@mui/x-data-grid";
import { useEffect, useMemo, useRef, useState } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { AddIcon } from "../../../components/icons/list-icons";
import { PageHeader } from "../../../components/PageHeader";
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

type OpenDialog = { kind: "create" } | { kind: "edit" | "delete"; company: CompanyAdmin } | null;

const loadFailure = (error: unknown) => (isApiError(error) && error.serverMessage) || COMPANY_MESSAGES.loadFailed;

/** /companies (platform staff): the tenants, their branding and links; create, edit and delete per permission. */
export function CompaniesPage() {
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
    if (!canEdit && !canDelete) return companiesColumns();
    return companiesColumns((company) => [
      ...(canEdit
        ? [
            <GridActionsCellItem
              key="edit"
              label="Edit"
              showInMenu
              onClick={() => setDialog({ kind: "edit", company })}
            />,
          ]
        : []),
      ...(canDelete
        ? [
            <GridActionsCellItem
              key="delete"
              label="Delete"
              showInMenu
              onClick={() => setDialog({ kind: "delete", company })}
            />,
          ]
        : []),
    ]);
  }, [canEdit, canDelete]);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader
        title="Companies"
        action={
          can("create companies") && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "create" })}>
              New company
            </Button>
          )
        }
      />
      <DataList<CompanyAdmin>
        label="Companies"
        listName="companies"
        userId={actor?.id}
        columns={columns}
        rows={companies.data?.data}
        total={companies.data?.meta.total}
        loading={companies.isLoading}
        errorMessage={companies.error ? loadFailure(companies.error) : null}
        onRetry={() => void companies.mutate()}
        emptyLabel={params.search ? "No companies match" : "No companies yet"}
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: "Search companies", value: params.search, onSearch: (search) => change({ search }) },
          exportHref: companiesExportUrl(toExportQuery(params, COMPANY_LIST_SPEC)),
        }}
      />
      {dialog?.kind === "create" && <CompanyFormDialog company={null} onClose={close} />}
      {dialog?.kind === "edit" && (
        <CompanyFormDialog key={dialog.company.id} company={dialog.company} onClose={close} />
      )}
      {dialog?.kind === "delete" && <DeleteCompanyDialog company={dialog.company} onClose={close} />}
    </>
  );
}
