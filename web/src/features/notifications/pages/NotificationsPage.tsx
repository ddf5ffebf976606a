import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function NotificationsPage() {
  return <PagePlaceholder title="Notifications" />;
}
