import type { UserStatus } from "@froyo/contracts";
import { Chip } from "@mui/material";

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  invited: "Invited",
  active: "Active",
  disabled: "Disabled",
};
const COLORS = { invited: "info", active: "success", disabled: "default" } as const;

export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={USER_STATUS_LABELS[status]} />;
}
