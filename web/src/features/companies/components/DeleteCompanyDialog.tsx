import { COMPANY_MESSAGES, type CompanyAdmin } from "@froyo/contracts";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { showToast } from "../../../lib/toast";
import { useDeleteCompany } from "../api/delete-company";

/** Deleting a company removes its users, kiosks and data: the subdomain must be typed to confirm. */
export function DeleteCompanyDialog({ company, onClose }: { company: CompanyAdmin; onClose: () => void }) {
  const deleteCompany = useDeleteCompany();
  const confirm = async () => {
    try {
      await deleteCompany(company.id);
      showToast(COMPANY_MESSAGES.deleted, "success");
    } catch {
      showToast(COMPANY_MESSAGES.deleteFailed, "error");
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title="Delete company"
      confirmLabel="Delete company"
      onConfirm={confirm}
      onClose={onClose}
      typeToConfirm={{ label: `Type ${company.subdomain} to confirm`, expected: company.subdomain }}
    >
      Delete <strong>{company.name}</strong> with all its users, kiosks, products and sales? This cannot be undone.
    </ConfirmDialog>
  );
}
