import type { Statement } from "@froyo/contracts";
import { Typography } from "@mui/material";
import { useDeferredValue, useMemo } from "react";
import { DataList } from "../../../components/data-list/DataList";
import { useLanguage } from "../../../i18n/use-language";
import { failureMessage } from "../../../lib/failure-message";
import { formatMinor } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { useListParams } from "../../../lib/use-list-params";
import { useStatements } from "../api/get-statements";
import { formatMonth } from "../statement-format";
import { useStatementsTranslation } from "../use-statements-translation";
import { pageOfStatements, STATEMENT_LIST_SPEC } from "./statement-list-params";
import { statementsColumns } from "./statements-columns";

const NO_STATEMENTS: readonly Statement[] = [];

/** Staff: every client's statement of the month, one row each, with the month's total due above them. */
export function StatementsList({ month }: { month: string }) {
  const { t } = useStatementsTranslation();
  const language = useLanguage();
  const { actor } = usePermissions();
  const { params, change } = useListParams(STATEMENT_LIST_SPEC);
  const statements = useStatements(month);
  // The answer renders in a deferred pass (decision 042); "loading" holds until that pass has caught up.
  const data = useDeferredValue(statements.data?.data);
  const all = data ?? NO_STATEMENTS;
  const page = useMemo(() => pageOfStatements(all, params, language), [all, params, language]);
  const columns = useMemo(() => statementsColumns(t, language), [t, language]);
  const monthName = formatMonth(month, language);
  const currency = all[0]?.currency;
  const due = all.reduce((sum, statement) => sum + statement.amount_due_cents, 0);

  return (
    <>
      {currency && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} role="status">
          {t("list.summary", { count: all.length, due: formatMinor(due, currency, language) })}
        </Typography>
      )}
      <DataList<Statement>
        label={t("list.label", { month: monthName })}
        listName="statements"
        userId={actor?.id}
        columns={columns}
        rows={data ? page.rows : undefined}
        total={data ? page.total : undefined}
        loading={statements.isLoading || (statements.data !== undefined && data !== statements.data.data)}
        errorMessage={statements.error ? failureMessage(statements.error, t("list.loadFailed")) : null}
        onRetry={() => void statements.mutate()}
        emptyLabel={params.search ? t("list.noMatch") : t("list.empty", { month: monthName })}
        params={params}
        onParamsChange={change}
        toolbar={{
          search: { label: t("list.search"), value: params.search, onSearch: (search) => change({ search }) },
        }}
        autoRowHeight
      />
    </>
  );
}
