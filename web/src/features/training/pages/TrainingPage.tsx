import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function TrainingPage() {
  return <PagePlaceholder title="Training" />;
}
