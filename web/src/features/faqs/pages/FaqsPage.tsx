import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function FaqsPage() {
  return <PagePlaceholder title="FAQs" />;
}
