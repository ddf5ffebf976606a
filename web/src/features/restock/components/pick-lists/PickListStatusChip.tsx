import type { PickListStatus } from "@froyo/contracts";
import { Chip } from "@mui/material";
import { useRestockTranslation } from "../../use-restock-translation";

/** Open until every kiosk on the list has had a visit after it was made; then done. */
export function PickListStatusChip({ status }: { status: PickListStatus }) {
  const { t } = useRestockTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === "done" ? "success" : "info"}
      label={t(`pickLists.statuses.${status}`)}
    />
  );
}
