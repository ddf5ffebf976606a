import { Alert, Box, Button, LinearProgress } from "@mui/material";
import { useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { TextLink } from "../../../components/TextLink";
import { useLanguage } from "../../../i18n/use-language";
import { isApiError } from "../../../lib/api-error";
import { failureMessage } from "../../../lib/failure-message";
import { useStatement } from "../api/get-statement";
import { StatementView } from "../components/StatementView";
import { formatMonth } from "../statement-format";
import { monthOfStatementId } from "../statement-months";
import { useStatementsTranslation } from "../use-statements-translation";

/** /statements/:id: one client's statement of a month (an id is the client's id and the month). */
export function StatementPage() {
  const { t } = useStatementsTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const answer = useStatement(id);
  const statement = answer.data?.data;
  const month = statement?.month ?? monthOfStatementId(id);
  const notFound = isApiError(answer.error) && answer.error.status === 404;

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <TextLink to={month ? `/statements?month=${month}` : "/statements"}>{t("statement.back")}</TextLink>
      </Box>
      <PageHeader title={month ? t("statement.title", { month: formatMonth(month, language) }) : t("title")} />
      {answer.isLoading && <LinearProgress aria-label={t("title")} />}
      {answer.error && !statement && notFound && <EmptyState title={t("statement.notFound")} />}
      {answer.error && !statement && !notFound && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void answer.mutate()}>
              {t("statement.retry")}
            </Button>
          }
        >
          {failureMessage(answer.error, t("statement.loadFailed"))}
        </Alert>
      )}
      {statement && <StatementView statement={statement} />}
    </>
  );
}
