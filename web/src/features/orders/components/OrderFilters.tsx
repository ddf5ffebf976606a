import { PAYMENT_METHODS, SALE_STATUSES } from "@froyo/contracts";
import { Button, TextField } from "@mui/material";
import { FilterSelect } from "../../../components/data-list/FilterSelect";
import { currencyDigits, decimalToMinor, minorToDecimal } from "../../../lib/money";
import { useKioskChoices, useProductChoices } from "../api/get-filter-choices";
import { useOrdersTranslation } from "../use-orders-translation";
import { CommitField } from "./CommitField";
import type { OrderFilterKey } from "./order-list-params";

interface OrderFiltersProps {
  filters: Record<OrderFilterKey, string>;
  currency: string;
  filtered: boolean;
  onChange: (filters: Partial<Record<OrderFilterKey, string>>) => void;
  onClear: () => void;
}

/** Date range (the kiosks' local days), kiosk, product, status, payment, promo code and total range. */
export function OrderFilters({ filters, currency, filtered, onChange, onClear }: OrderFiltersProps) {
  const { t } = useOrdersTranslation();
  const kiosks = useKioskChoices().data?.data ?? [];
  const products = useProductChoices().data?.data ?? [];
  const digits = currencyDigits(currency);
  const example = minorToDecimal(450, digits);
  const amountField = (key: "min_total_cents" | "max_total_cents", label: string) => (
    <CommitField
      label={label}
      inputMode="decimal"
      // "Total from (USD)" in full, in English and Arabic.
      width={170}
      value={filters[key] ? minorToDecimal(Number(filters[key]), digits) : ""}
      onCommit={(text) => {
        if (text === "") {
          onChange({ [key]: "" });
          return null;
        }
        const cents = decimalToMinor(text, digits);
        if (cents === null) return t("filters.invalidAmount", { example });
        onChange({ [key]: String(cents) });
        return null;
      }}
    />
  );
  const date = (key: "from" | "to", label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: "9999-12-31" } }}
      sx={{ width: 160 }}
    />
  );
  return (
    <>
      {date("from", t("filters.from"))}
      {date("to", t("filters.to"))}
      <FilterSelect
        label={t("filters.kiosk")}
        allLabel={t("filters.allKiosks")}
        value={filters.kiosk_id}
        options={kiosks.map((kiosk) => ({ value: kiosk.id, label: kiosk.name }))}
        onChange={(value) => onChange({ kiosk_id: value })}
      />
      <FilterSelect
        label={t("filters.product")}
        allLabel={t("filters.allProducts")}
        value={filters.product_id}
        options={products.map((product) => ({ value: product.id, label: product.name }))}
        onChange={(value) => onChange({ product_id: value })}
      />
      <FilterSelect
        label={t("filters.status")}
        allLabel={t("filters.allStatuses")}
        value={filters.status}
        options={SALE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        onChange={(value) => onChange({ status: value })}
      />
      <FilterSelect
        label={t("filters.payment")}
        allLabel={t("filters.allPayments")}
        value={filters.payment_method}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
        onChange={(value) => onChange({ payment_method: value })}
      />
      <CommitField
        label={t("filters.promoCode")}
        value={filters.promo_code}
        onCommit={(text) => {
          onChange({ promo_code: text });
          return null;
        }}
      />
      {amountField("min_total_cents", t("filters.minTotal", { currency }))}
      {amountField("max_total_cents", t("filters.maxTotal", { currency }))}
      {filtered && <Button onClick={onClear}>{t("filters.clear")}</Button>}
    </>
  );
}
