import type { Sale } from "@froyo/contracts";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { SearchField } from "../../../components/data-list/SearchField";
import { PageHeader } from "../../../components/PageHeader";
import { useLanguage } from "../../../i18n/use-language";
import { failureMessage } from "../../../lib/failure-message";
import type { ListParamsChange } from "../../../lib/list-params";
import { usePermissions } from "../../../lib/permissions";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useIsDesktop } from "../../../lib/use-is-desktop";
import { useListParams } from "../../../lib/use-list-params";
import { useOrders } from "../api/get-orders";
import { ExportOrdersButton } from "../components/ExportOrdersButton";
import { FoldedFilters } from "../components/FoldedFilters";
import { KeysetPager } from "../components/KeysetPager";
import { OrderDetailDialog } from "../components/OrderDetailDialog";
import { OrderFilters } from "../components/OrderFilters";
import {
  appliedFilterCount,
  isFiltered,
  ORDER_FILTER_KEYS,
  ORDER_LIST_SPEC,
  type OrderFilterKey,
  toExportQuery,
  toOrdersQuery,
} from "../components/order-list-params";
import { ordersColumns } from "../components/orders-columns";
import { useOrdersTranslation } from "../use-orders-translation";

const NO_FILTERS = Object.fromEntries(ORDER_FILTER_KEYS.map((key) => [key, ""])) as Record<OrderFilterKey, string>;

/**
 * /orders: the company's sales (a client's: their kiosks'), newest first, paged by cursor (decision 018), every
 * filter in the address bar; an order opens in a dialog; the filtered set exports as CSV with progress.
 */
export function OrderHistoryPage() {
  const { t } = useOrdersTranslation();
  const language = useLanguage();
  const { actor } = usePermissions();
  const currency = useCompanyCurrency();
  const { params, change: changeParams } = useListParams(ORDER_LIST_SPEC);
  const sales = useOrders(toOrdersQuery(params));
  const [open, setOpen] = useState<{ id: string; orderId: string } | null>(null);
  // Rows before each page, as learnt while paging (a page opened from its address does not know it).
  const offsets = useRef(new Map<string, number>([["", 0]]));
  const cursor = params.filters.cursor;
  const offset = offsets.current.get(cursor) ?? null;
  // A page of orders is drawn in a deferred pass that React splits into short tasks (SWR hands the answer over
  // synchronously): the cards, their count and the pager change together, after the skeleton, never in between.
  const page = useDeferredValue(sales.data);
  const rows = page?.data;
  const isDesktop = useIsDesktop();

  /** Anything but a move between pages starts again from the first page. */
  const change = (next: ListParamsChange<OrderFilterKey>) => {
    const moves = next.filters !== undefined && Object.keys(next.filters).every((key) => key === "cursor");
    changeParams(moves ? next : { ...next, filters: { ...next.filters, cursor: "" } });
  };
  const goTo = (target: string, targetOffset: number | null) => {
    if (targetOffset !== null) offsets.current.set(target, targetOffset);
    change({ filters: { cursor: target } });
  };

  const columns = useMemo(
    () => ordersColumns(t, { language, onOpen: (sale: Sale) => setOpen({ id: sale.id, orderId: sale.order_id }) }),
    [t, language],
  );
  const filtered = isFiltered(params);
  const meta = page?.meta;
  const search = {
    label: t("list.search"),
    value: params.search,
    onSearch: (text: string) => change({ search: text }),
  };
  const filters = (
    <OrderFilters
      filters={params.filters}
      currency={currency}
      filtered={filtered}
      onChange={(next) => change({ filters: next })}
      onClear={() => change({ search: "", filters: NO_FILTERS })}
    />
  );
  const foldedFilters = (
    <FoldedFilters applied={appliedFilterCount(params)} language={language}>
      <SearchField {...search} />
      {filters}
    </FoldedFilters>
  );

  return (
    <>
      <PageHeader
        title={t("title")}
        action={<ExportOrdersButton query={toExportQuery(params)} language={language} />}
      />
      <DataList<Sale>
        label={t("list.label")}
        listName="orders"
        userId={actor?.id}
        columns={columns}
        // An order id is the kiosk's own, up to 64 characters: a long one wraps rather than being cut.
        autoRowHeight
        rows={rows}
        total={rows?.length}
        loading={sales.isLoading || page !== sales.data}
        errorMessage={sales.error ? failureMessage(sales.error, t("list.loadFailed")) : null}
        onRetry={() => void sales.mutate()}
        emptyLabel={filtered ? t("list.noMatch") : t("list.empty")}
        params={{ ...params, page: 1 }}
        onParamsChange={(next) => change(next as ListParamsChange<OrderFilterKey>)}
        toolbar={isDesktop ? { search, filters } : { filters: foldedFilters }}
        pager={
          <KeysetPager
            meta={meta}
            shown={rows?.length ?? 0}
            offset={offset}
            perPage={params.perPage}
            perPageOptions={ORDER_LIST_SPEC.perPageOptions}
            language={language}
            onFirst={() => goTo("", 0)}
            onCursor={(target) => {
              const forwards = target === meta?.next_cursor;
              const next =
                offset === null ? null : forwards ? offset + (rows?.length ?? 0) : Math.max(0, offset - params.perPage);
              goTo(target, next);
            }}
            onPerPage={(perPage) => change({ perPage })}
          />
        }
      />
      {open && <OrderDetailDialog order={open} language={language} onClose={() => setOpen(null)} />}
    </>
  );
}
