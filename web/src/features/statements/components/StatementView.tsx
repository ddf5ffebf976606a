import type { Statement } from "@froyo/contracts";
import { Box, Button, Typography } from "@mui/material";
import { DownloadIcon } from "../../../components/icons/list-icons";
import { useLanguage } from "../../../i18n/use-language";
import { formatCalendarDate, formatDate } from "../../../lib/format-date";
import { statementFileUrl } from "../api/get-statement";
import { issueDay } from "../statement-months";
import { useStatementsTranslation } from "../use-statements-translation";
import { StatementDue } from "./StatementDue";
import { StatementKiosks } from "./StatementKiosks";
import { StatementStatusChip } from "./StatementStatusChip";

/**
 * One client's statement of a month: who, whether it is issued (and when) or still a draft (and when it will be), the
 * files, the sales of each kiosk, and what is due. Amounts are in the statement's own currency.
 */
export function StatementView({ statement }: { statement: Statement }) {
  const { t } = useStatementsTranslation();
  const language = useLanguage();
  const note = statement.issued_at
    ? t("statement.issuedOn", { date: formatDate(statement.issued_at, "—", language) })
    : t("statement.draftNote", { date: formatCalendarDate(issueDay(statement.month), "—", language) });

  return (
    <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Box sx={{ flex: "1 1 280px", display: "grid", gap: 1 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {t("statement.clientOf", { name: statement.owner.name, email: statement.owner.email })}
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
            <StatementStatusChip status={statement.status} />
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          </Box>
        </Box>
        <Box role="group" aria-label={t("statement.downloads")} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Button
            variant="outlined"
            component="a"
            href={statementFileUrl(statement.id, "pdf")}
            download
            startIcon={<DownloadIcon />}
          >
            {t("statement.downloadPdf")}
          </Button>
          <Button
            variant="outlined"
            component="a"
            href={statementFileUrl(statement.id, "csv")}
            download
            startIcon={<DownloadIcon />}
          >
            {t("statement.downloadCsv")}
          </Button>
        </Box>
      </Box>
      <StatementKiosks statement={statement} language={language} />
      <StatementDue statement={statement} language={language} />
    </Box>
  );
}
