import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/PagePlaceholder";

export function PromoCodesPage() {
  const { t } = useTranslation();
  return <PagePlaceholder title={t("pages.promoCodes")} />;
}
