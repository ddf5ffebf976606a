import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function ProductsPage() {
  return <PagePlaceholder title="Products" />;
}
