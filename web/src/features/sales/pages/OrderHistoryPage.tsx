import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function OrderHistoryPage() {
  return <PagePlaceholder title="Order history" />;
}
