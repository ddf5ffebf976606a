import { Alert, Box, Button, LinearProgress, Typography } from "@mui/material";
import { useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { TextLink } from "../../../components/TextLink";
import { useLanguage } from "../../../i18n/use-language";
import { isApiError } from "../../../lib/api-error";
import { browserTimezone } from "../../../lib/browser-timezone";
import { failureMessage } from "../../../lib/failure-message";
import { pickListCsvUrl, usePickList } from "../api/get-pick-list";
import { PickListKioskBlock } from "../components/pick-lists/PickListKioskBlock";
import { PickListStatusChip } from "../components/pick-lists/PickListStatusChip";
import { PickListTotals } from "../components/pick-lists/PickListTotals";
import { PrintStyles } from "../components/pick-lists/PrintStyles";
import { formatWithZone } from "../components/restock-format";
import { useRestockTranslation } from "../use-restock-translation";

/** /restock/pick-lists/:id: per kiosk what to bring, then the van's load; printable (one kiosk per block) and CSV. */
export function PickListPage() {
  const { t } = useRestockTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const pickList = usePickList(id);
  const list = pickList.data?.data;

  const actions = list && (
    <Box data-print-hide sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
      <Button variant="contained" onClick={() => window.print()}>
        {t("pickList.print")}
      </Button>
      <Button variant="outlined" component="a" href={pickListCsvUrl(list.id)} download>
        {t("pickList.csv")}
      </Button>
    </Box>
  );

  return (
    <Box data-pick-list>
      <PrintStyles />
      <Box data-print-hide sx={{ mb: 2 }}>
        <TextLink to="/restock?tab=pick-lists">{t("pickList.back")}</TextLink>
      </Box>
      <PageHeader title={t("pickList.title")} action={actions} />
      {pickList.isLoading && <LinearProgress aria-label={t("pickList.title")} />}
      {pickList.error && !list && isApiError(pickList.error) && pickList.error.status === 404 && (
        <EmptyState title={t("pickList.notFound")} />
      )}
      {pickList.error && !list && !(isApiError(pickList.error) && pickList.error.status === 404) && (
        <Alert severity="error">{failureMessage(pickList.error, t("pickList.loadFailed"))}</Alert>
      )}
      {list && (
        <>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 3 }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t("pickList.visitAt", { time: formatWithZone(t, list.visit_at, browserTimezone(), language) })}
            </Typography>
            <PickListStatusChip status={list.status} />
            {list.created_by && (
              <Typography variant="body2" color="text.secondary">
                {t("pickList.createdBy", { name: list.created_by.name })}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: "grid", gap: 2 }}>
            {list.kiosks.map((kiosk) => (
              <PickListKioskBlock key={kiosk.kiosk_id} kiosk={kiosk} language={language} />
            ))}
            <PickListTotals totals={list.totals} language={language} />
          </Box>
        </>
      )}
    </Box>
  );
}
