import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function TutorialVideosPage() {
  return <PagePlaceholder title="Tutorial videos" />;
}
