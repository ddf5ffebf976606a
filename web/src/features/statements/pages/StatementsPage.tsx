import { Box } from "@mui/material";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { localToday, useCompanyTimezone } from "../../../lib/company-timezone";
import { usePermissions } from "../../../lib/permissions";
import { MonthPicker } from "../components/MonthPicker";
import { OwnStatement } from "../components/OwnStatement";
import { StatementsList } from "../components/StatementsList";
import { addMonths, isMonth } from "../statement-months";
import { useStatementsTranslation } from "../use-statements-translation";

/**
 * /statements (`view statements`): the month's statements (?month=YYYY-MM, the company's previous month by default,
 * the last one issued or about to be). Staff see a row per client and open one; a client sees their own at once.
 */
export function StatementsPage() {
  const { t } = useStatementsTranslation();
  const { actor } = usePermissions();
  const current = localToday(useCompanyTimezone()).slice(0, 7);
  const fallback = addMonths(current, -1);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("month");
  const month = isMonth(asked) && asked <= current ? asked : fallback;

  const chooseMonth = (next: string) =>
    setSearchParams((query) => {
      const changed = new URLSearchParams(query);
      if (next === fallback) changed.delete("month");
      else changed.set("month", next);
      changed.delete("page");
      return changed;
    });

  return (
    <>
      <PageHeader title={t("title")} />
      <Box sx={{ mb: 3 }}>
        <MonthPicker value={month} current={current} onChange={chooseMonth} />
      </Box>
      {actor?.type === "client" ? <OwnStatement month={month} /> : <StatementsList month={month} />}
    </>
  );
}
