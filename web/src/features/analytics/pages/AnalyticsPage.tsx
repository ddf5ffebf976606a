import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { AnalyticsReport } from "../components/AnalyticsReport";
import { JournalDownloadLink } from "../components/JournalDownloadLink";

/** /dashboard/sales-analytics (`view sales`, PRO): its own chunk, so the charts load with it and no earlier. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("pages.analytics")} action={<JournalDownloadLink />} />
      <AnalyticsReport />
    </>
  );
}
