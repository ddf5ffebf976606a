import type { SupportTicket } from "@froyo/contracts";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { EmptyState } from "../../../components/EmptyState";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { formatDateTime } from "../../../lib/format-date";
import { useSupportTickets } from "../api/get-support-tickets";
import { useSupportTranslation } from "../use-support-translation";
import { useCategoryLabel } from "./support-labels";
import { TicketStatusChip } from "./TicketStatusChip";

interface SupportTicketListProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** The signed-in user's tickets, newest first, a page at a time, with their status. */
export function SupportTicketList({ page, onPageChange }: SupportTicketListProps) {
  // Also re-renders the dates (in the interface's language) when the language changes.
  const { t } = useSupportTranslation();
  const categoryLabel = useCategoryLabel();
  const { data, error, isLoading, isValidating, mutate } = useSupportTickets(page);

  if (error && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()}>
            {t("tickets.retry")}
          </Button>
        }
      >
        {translateMessage(failureMessage(error, t("tickets.loadFailed")))}
      </Alert>
    );
  }
  if (isLoading && !data) {
    return <LinearProgress aria-label={t("tickets.loading")} />;
  }
  if (!data || data.meta.total === 0) {
    return <EmptyState title={t("tickets.empty")} description={t("tickets.emptyDescription")} />;
  }

  return (
    <Box aria-busy={isValidating || undefined}>
      <TableContainer>
        <Table size="small" aria-label={t("tickets.heading")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("tickets.subject")}</TableCell>
              <TableCell>{t("tickets.category")}</TableCell>
              <TableCell>{t("tickets.status")}</TableCell>
              <TableCell>{t("tickets.submitted")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((ticket) => (
              <TicketRow
                key={ticket.id}
                ticket={ticket}
                category={categoryLabel(ticket.category)}
                date={formatDateTime(ticket.created_at)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.meta.last_page > 1 && (
        <Pagination
          sx={{ mt: 2, display: "flex", justifyContent: "center" }}
          count={data.meta.last_page}
          page={data.meta.current_page}
          onChange={(_event, next) => onPageChange(next)}
          aria-label={t("tickets.pages")}
        />
      )}
    </Box>
  );
}

function TicketRow({ ticket, category, date }: { ticket: SupportTicket; category: string; date: string }) {
  return (
    <TableRow>
      <TableCell sx={{ maxWidth: 320 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {ticket.subject}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {ticket.message}
        </Typography>
      </TableCell>
      <TableCell>{category}</TableCell>
      <TableCell>
        <TicketStatusChip status={ticket.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        <time dateTime={ticket.created_at}>{date}</time>
      </TableCell>
    </TableRow>
  );
}
