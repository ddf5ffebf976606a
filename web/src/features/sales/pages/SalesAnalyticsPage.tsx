import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function SalesAnalyticsPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.salesAnalytics")} />;
}
