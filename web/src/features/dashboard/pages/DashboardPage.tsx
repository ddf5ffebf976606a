import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function DashboardPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.home")} />;
}
