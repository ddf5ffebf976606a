import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function SupportPage() {
  return <PagePlaceholder title="Submit a ticket" />;
}
