import type { UserStatus } from "@froyo/contracts";
import { Chip } from "@mui/material";
import { useUsersTranslation } from "../../use-users-translation";

const COLORS = { invited: "info", active: "success", disabled: "default" } as const;

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useUsersTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />;
}
