import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { SalesAnalytics } from "../analytics/components/SalesAnalytics";

/** /dashboard/sales-analytics (`view sales`, PRO): its own chunk, so the charts load with it and no earlier. */
export function SalesAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.salesAnalytics")} />
      <SalesAnalytics />
    </>
  );
}
