import { COMPANY_MESSAGES, type CompanyAdmin } from "@froyo/contracts";
import { Trans } from "react-i18next";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { translateMessage } from "../../../i18n/i18n";
import { showToast } from "../../../lib/toast";
import { useDeleteCompany } from "../api/delete-company";
import { useCompaniesTranslation } from "../use-companies-translation";

/** Deleting a company removes its users, kiosks and data: the subdomain must be typed to confirm. */
export function DeleteCompanyDialog({ company, onClose }: { company: CompanyAdmin; onClose: () => void }) {
  const { t } = useCompaniesTranslation();
  const deleteCompany = useDeleteCompany();
  const confirm = async () => {
    try {
      await deleteCompany(company.id);
      showToast(translateMessage(COMPANY_MESSAGES.deleted), "success");
    } catch {
      showToast(translateMessage(COMPANY_MESSAGES.deleteFailed), "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t("delete.title")}
      confirmLabel={t("delete.confirm")}
      onConfirm={confirm}
      onClose={onClose}
      typeToConfirm={{
        label: t("delete.typeToConfirm", { subdomain: company.subdomain }),
        expected: company.subdomain,
      }}
    >
      <Trans t={t} i18nKey="delete.question" values={{ name: company.name }} components={{ strong: <strong /> }} />
    </ConfirmDialog>
  );
}
