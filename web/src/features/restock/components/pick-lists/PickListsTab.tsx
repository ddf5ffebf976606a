import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import { EmptyState } from "../../../../components/EmptyState";
import { TextLink } from "../../../../components/TextLink";
import { useLanguage } from "../../../../i18n/use-language";
import { browserTimezone } from "../../../../lib/browser-timezone";
import { failureMessage } from "../../../../lib/failure-message";
import { usePickLists } from "../../api/get-pick-lists";
import { useRestockTranslation } from "../../use-restock-translation";
import { formatCount, formatWithZone } from "../restock-format";
import { PickListStatusChip } from "./PickListStatusChip";

/** The Pick lists tab: every list, newest first; its visit time opens it. */
export function PickListsTab() {
  const { t } = useRestockTranslation();
  const language = useLanguage();
  const lists = usePickLists();
  const rows = lists.data?.data;
  // A list may cover kiosks of several zones: its time reads on the viewer's clock, the zone named.
  const zone = browserTimezone();

  if (lists.isLoading) return <LinearProgress aria-label={t("pickLists.label")} />;
  if (lists.error && !rows) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void lists.mutate()}>
            {t("due.retry")}
          </Button>
        }
      >
        {failureMessage(lists.error, t("pickLists.loadFailed"))}
      </Alert>
    );
  }
  if (!rows || rows.length === 0) {
    return <EmptyState title={t("pickLists.empty")} description={t("pickLists.emptyHint")} />;
  }
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table aria-label={t("pickLists.label")}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t("pickLists.visitAt")}</TableCell>
            <TableCell scope="col">{t("pickLists.kiosks")}</TableCell>
            <TableCell scope="col" align="right">
              {t("pickLists.units")}
            </TableCell>
            <TableCell scope="col">{t("pickLists.status")}</TableCell>
            <TableCell scope="col">{t("pickLists.createdBy")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((list) => {
            const time = formatWithZone(t, list.visit_at, zone, language);
            return (
              <TableRow key={list.id} hover>
                <TableCell component="th" scope="row">
                  <TextLink to={`/restock/pick-lists/${list.id}`} aria-label={t("pickLists.open", { time })}>
                    {time}
                  </TextLink>
                </TableCell>
                <TableCell>{list.kiosks.map((kiosk) => kiosk.name).join(", ")}</TableCell>
                <TableCell align="right">{formatCount(list.units, language)}</TableCell>
                <TableCell>
                  <PickListStatusChip status={list.status} />
                </TableCell>
                <TableCell>{list.created_by?.name ?? "—"}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
