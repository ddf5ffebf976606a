import type { SupportTicketStatus } from "@froyo/contracts";
import { Box, Chip } from "@mui/material";
import { useStatusLabel } from "./support-labels";

const COLORS = { open: "info", in_progress: "warning", resolved: "success" } as const;

/** The status as text in the body colour (readable in light and dark mode), with a coloured dot and border. */
export function TicketStatusChip({ status }: { status: SupportTicketStatus }) {
  const statusLabel = useStatusLabel();
  const color = COLORS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={statusLabel(status)}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: `${color}.main`, flexShrink: 0 }}
        />
      }
      sx={{ color: "text.primary", borderColor: `${color}.main`, "& .MuiChip-icon": { ml: 1, mr: -0.25 } }}
    />
  );
}
