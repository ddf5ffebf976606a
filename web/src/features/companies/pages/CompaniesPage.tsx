import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function CompaniesPage() {
  return <PagePlaceholder title="Companies" />;
}
