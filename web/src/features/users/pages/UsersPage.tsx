import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function UsersPage() {
  return <PagePlaceholder title="Users" />;
}
