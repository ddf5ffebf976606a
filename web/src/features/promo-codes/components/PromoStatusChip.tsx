import type { PromoCodeStatus } from "@froyo/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

const COLORS: Record<PromoCodeStatus, ChipProps["color"]> = {
  active: "success",
  scheduled: "info",
  exhausted: "warning",
  expired: "default",
  disabled: "default",
};

export function PromoStatusChip({ status }: { status: PromoCodeStatus }) {
  const { t } = usePromoCodesTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
