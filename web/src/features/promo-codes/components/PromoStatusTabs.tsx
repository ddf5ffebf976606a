import { PROMO_CODE_STATUSES, type PromoCodeCounts } from "@froyo/contracts";
import { Tab, Tabs } from "@mui/material";
import { isolated, numberFormat } from "../../../i18n/intl";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

const TABS = ["all", ...PROMO_CODE_STATUSES] as const;

interface PromoStatusTabsProps {
  /** The status filter ("" for all). */
  value: string;
  counts: PromoCodeCounts | undefined;
  language: string;
  onChange: (status: string) => void;
}

/** All, then each status, with how many codes it holds (`GET /api/promocodes/count`); scrolls on a phone. */
export function PromoStatusTabs({ value, counts, language, onChange }: PromoStatusTabsProps) {
  const { t } = usePromoCodesTranslation();
  const label = (tab: (typeof TABS)[number]) => {
    const name = t(`status.${tab}`);
    const count = counts?.[tab];
    return count === undefined
      ? name
      : t("tabs.count", { label: name, count: isolated(numberFormat(language).format(count), language) });
  };
  return (
    <Tabs
      value={value || "all"}
      onChange={(_event, tab: string) => onChange(tab === "all" ? "" : tab)}
      aria-label={t("tabs.label")}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
    >
      {TABS.map((tab) => (
        <Tab key={tab} value={tab} label={label(tab)} />
      ))}
    </Tabs>
  );
}
