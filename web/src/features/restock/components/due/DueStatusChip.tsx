import type { KioskStatus } from "@froyo/contracts";
import { Chip, type ChipProps } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";

const COLORS: Record<KioskStatus, ChipProps["color"]> = {
  online: "success",
  offline: "default",
  maintenance: "warning",
};

/** The kiosk's status; an offline or maintenance kiosk is marked "not forecast" (its levels are not guessed). */
export function DueStatusChip({ status }: { status: KioskStatus }) {
  const { t } = useRestockTranslation();
  const label = status === "online" ? t("due.status.online") : `${t(`due.status.${status}`)} · ${t("due.notForecast")}`;
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={label} />;
}
