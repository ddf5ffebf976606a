import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";
import { PageHeader } from "./PageHeader";

/** Pages whose content arrives in a later issue: their route, permission and nav entry already work. */
export function PagePlaceholder({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState description={description ?? t("comingSoon")} />
    </>
  );
}
