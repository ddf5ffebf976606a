import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function NotificationsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.notifications")} />;
}
