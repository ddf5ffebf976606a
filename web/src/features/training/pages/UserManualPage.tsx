import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function UserManualPage() {
  return <PagePlaceholder title="User manual" />;
}
