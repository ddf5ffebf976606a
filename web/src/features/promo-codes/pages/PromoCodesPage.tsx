import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function PromoCodesPage() {
  return <PagePlaceholder title="Promo codes" />;
}
