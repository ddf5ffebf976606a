import { FilterSelect } from "../../../components/data-list/FilterSelect";
import { useProductsTranslation } from "../use-products-translation";

interface ProductFiltersProps {
  categories: readonly string[] | undefined;
  category: string;
  active: string;
  onChange: (filters: { category?: string; active?: string }) => void;
}

export function ProductFilters({ categories, category, active, onChange }: ProductFiltersProps) {
  const { t } = useProductsTranslation();
  const categoryOptions = (categories ?? []).map((value) => ({ value, label: value }));
  const statusOptions = [
    { value: "true", label: t("status.active") },
    { value: "false", label: t("status.inactive") },
  ];
  return (
    <>
      <FilterSelect
        label={t("list.category")}
        allLabel={t("list.allCategories")}
        value={category}
        options={categoryOptions}
        onChange={(value) => onChange({ category: value })}
      />
      <FilterSelect
        label={t("list.status")}
        allLabel={t("list.allStatuses")}
        value={active}
        options={statusOptions}
        onChange={(value) => onChange({ active: value })}
      />
    </>
  );
}
