import type { PromoCode } from "@froyo/contracts";
import { useMemo } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { failureMessage } from "../../../lib/failure-message";
import { toApiQuery } from "../../../lib/list-params";
import { usePermissions } from "../../../lib/permissions";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useListParams } from "../../../lib/use-list-params";
import { usePromoCodeCounts } from "../api/get-promo-code-counts";
import { usePromoCodes } from "../api/get-promo-codes";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import { PromoStatusTabs } from "./PromoStatusTabs";
import { promoCodesColumns } from "./promo-codes-columns";
import { PROMO_LIST_SPEC } from "./promo-list-params";
import { useToggleActive } from "./use-toggle-active";

export type PromoRowAction = "details" | "edit" | "delete";

interface PromoCodeListProps {
  language: string;
  onAction: (kind: PromoRowAction, promo: PromoCode) => void;
}

/** The status tabs (with their counts) over the server-side list: search by code, sort, page, row menu. */
export function PromoCodeList({ language, onAction }: PromoCodeListProps) {
  const { t } = usePromoCodesTranslation();
  const { can, actor } = usePermissions();
  const { params, change } = useListParams(PROMO_LIST_SPEC);
  const codes = usePromoCodes(toApiQuery(params, PROMO_LIST_SPEC));
  const counts = usePromoCodeCounts(params.search).data?.data;
  const currency = useCompanyCurrency();
  const toggleActive = useToggleActive();
  const canEdit = can("edit promocodes");
  const canDelete = can("delete promocodes");

  const columns = useMemo(() => {
    // A used code cannot be deleted (its history stays): it is disabled instead.
    const actionsOf = (promo: PromoCode) => [
      { key: "details", label: t("rowActions.details"), onClick: () => onAction("details", promo) },
      ...(canEdit
        ? [
            { key: "edit", label: t("rowActions.edit"), onClick: () => onAction("edit", promo) },
            {
              key: "active",
              label: promo.active ? t("rowActions.disable") : t("rowActions.enable"),
              onClick: () => void toggleActive(promo),
            },
          ]
        : []),
      ...(canDelete && promo.uses === 0
        ? [{ key: "delete", label: t("rowActions.delete"), onClick: () => onAction("delete", promo) }]
        : []),
    ];
    const getActions = (promo: PromoCode) => actionsOf(promo);
    return promoCodesColumns(t, { currency, language, onOpen: (promo) => onAction("details", promo), getActions });
  }, [t, currency, language, canEdit, canDelete, onAction, toggleActive]);

  return (
    <>
      <PromoStatusTabs
        value={params.filters.status}
        counts={counts}
        language={language}
        onChange={(status) => change({ filters: { status } })}
      />
      <DataList<PromoCode>
        label={t("list.label")}
        listName="promo-codes"
        userId={actor?.id}
        columns={columns}
        rows={codes.data?.data}
        total={codes.data?.meta.total}
        loading={codes.isLoading}
        errorMessage={codes.error ? failureMessage(codes.error, t("list.loadFailed")) : null}
        onRetry={() => void codes.mutate()}
        emptyLabel={params.search || params.filters.status ? t("list.noMatch") : t("list.empty")}
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: t("list.search"), value: params.search, onSearch: (search) => change({ search }) },
        }}
      />
    </>
  );
}
