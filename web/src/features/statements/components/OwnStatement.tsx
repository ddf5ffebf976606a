import { Alert, Button, LinearProgress } from "@mui/material";
import { EmptyState } from "../../../components/EmptyState";
import { useLanguage } from "../../../i18n/use-language";
import { failureMessage } from "../../../lib/failure-message";
import { useStatements } from "../api/get-statements";
import { formatMonth } from "../statement-format";
import { useStatementsTranslation } from "../use-statements-translation";
import { StatementView } from "./StatementView";

/** A client: their own statement of the month, shown whole (the API answers theirs only). */
export function OwnStatement({ month }: { month: string }) {
  const { t } = useStatementsTranslation();
  const language = useLanguage();
  const statements = useStatements(month);
  const statement = statements.data?.data[0];

  if (statements.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void statements.mutate()}>
            {t("statement.retry")}
          </Button>
        }
      >
        {failureMessage(statements.error, t("statement.loadFailed"))}
      </Alert>
    );
  }
  if (!statements.data) return <LinearProgress aria-label={t("title")} />;
  if (!statement) {
    return (
      <EmptyState title={t("own.empty", { month: formatMonth(month, language) })} description={t("own.emptyHint")} />
    );
  }
  return <StatementView statement={statement} />;
}
