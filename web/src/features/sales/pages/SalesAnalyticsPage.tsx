import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function SalesAnalyticsPage() {
  return <PagePlaceholder title="Sales analytics" />;
}
