import type { StatementStatus } from "@froyo/contracts";
import { Chip } from "@mui/material";
import { useStatementsTranslation } from "../use-statements-translation";

/** A draft may still change; an issued statement never does. */
export function StatementStatusChip({ status }: { status: StatementStatus }) {
  const { t } = useStatementsTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === "issued" ? "success" : "default"}
      label={t(`status.${status}`)}
    />
  );
}
