import type { SupportTicket } from "@froyo/contracts";
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Pagination,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
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
  const phone = useMediaQuery(useTheme().breakpoints.down("md"), { noSsr: true });

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

  const rows = data.data.map((ticket) => ({
    ticket,
    category: categoryLabel(ticket.category),
    date: formatDateTime(ticket.created_at),
  }));
  return (
    <Box aria-busy={isValidating || undefined}>
      {phone ? (
        <Box
          component="ul"
          aria-label={t("tickets.heading")}
          sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}
        >
          {rows.map((row) => (
            <TicketCard key={row.ticket.id} {...row} />
          ))}
        </Box>
      ) : (
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
              {rows.map((row) => (
                <TicketRow key={row.ticket.id} {...row} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
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

interface TicketView {
  ticket: SupportTicket;
  category: string;
  date: string;
}

/**
 * The subject, and the message's first two lines: clamped rather than kept on one line, whose full length would
 * widen the table past its container and cut the last column off.
 */
function TicketSummary({ ticket }: { ticket: SupportTicket }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
        {ticket.subject}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{
          display: "-webkit-box",
          WebkitLineClamp: 2,
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
          overflowWrap: "anywhere",
        }}
      >
        {ticket.message}
      </Typography>
    </>
  );
}

/** Below the medium breakpoint: a ticket as a card, every column's value in view. */
function TicketCard({ ticket, category, date }: TicketView) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <TicketSummary ticket={ticket} />
      <Box sx={{ mt: 1, display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <TicketStatusChip status={ticket.status} />
        <Typography variant="body2">{category}</Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={ticket.created_at}>{date}</time>
        </Typography>
      </Box>
    </Paper>
  );
}

function TicketRow({ ticket, category, date }: TicketView) {
  return (
    <TableRow>
      <TableCell sx={{ width: "50%" }}>
        <TicketSummary ticket={ticket} />
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
