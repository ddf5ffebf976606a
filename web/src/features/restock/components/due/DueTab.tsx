import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress } from "@mui/material";
import { useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyState } from "../../../../components/EmptyState";
import { useLanguage } from "../../../../i18n/use-language";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { showToast } from "../../../../lib/toast";
import { useNow } from "../../../../lib/use-now";
import { useCreatePickList } from "../../api/create-pick-list";
import { useRestockDue } from "../../api/get-due";
import { useOwnerChoices } from "../../api/get-owners";
import { useRestockTranslation } from "../../use-restock-translation";
import { DueKioskCard } from "./DueKioskCard";
import { DueToolbar } from "./DueToolbar";
import { type Horizon, nextFullHour, parseHorizon, toDueQuery, toVisitAt } from "./due-params";
import { PlanBar } from "./PlanBar";

/**
 * The Due tab: the kiosks due within the horizon (?horizon=, ?owner= in the address), soonest first; with
 * `edit restock`, tick kiosks and a planned time to make a pick list, which then opens.
 */
export function DueTab() {
  const { t } = useRestockTranslation();
  const language = useLanguage();
  const now = useNow();
  const navigate = useNavigate();
  const { can, actor } = usePermissions();
  const canEdit = can("edit restock");
  const isStaff = actor?.type === "staff";
  const [searchParams, setSearchParams] = useSearchParams();
  const horizon = parseHorizon(searchParams.get("horizon"));
  const ownerId = isStaff ? (searchParams.get("owner") ?? "") : "";
  // "Today" shrinks as the day goes: the query is fixed for as long as the horizon and owner stay the same.
  const query = useMemo(() => toDueQuery(horizon, ownerId), [horizon, ownerId]);
  const due = useRestockDue(query);
  const owners = useOwnerChoices(isStaff && can("create kiosks"));
  const rows = due.data?.data;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [visitAt, setVisitAt] = useState(() => nextFullHour());
  const [busy, setBusy] = useState(false);
  const createPickList = useCreatePickList();

  // Staff who may not list owners (a technician) still filter, by the owners the list itself shows.
  const ownerChoices = useMemo(() => {
    if (!isStaff) return undefined;
    if (owners.data) return owners.data.data;
    const seen = new Map((rows ?? []).map((row) => [row.owner.id, row.owner]));
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [isStaff, owners.data, rows]);

  const setParam = (key: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const shownIds = (rows ?? []).map((row) => row.kiosk.id);
  const chosen = shownIds.filter((id) => selected.has(id));
  const allChosen = shownIds.length > 0 && chosen.length === shownIds.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const make = async () => {
    const visit = toVisitAt(visitAt);
    if (chosen.length === 0 || !visit) return;
    setBusy(true);
    try {
      const list = await createPickList({ kiosk_ids: chosen, visit_at: visit });
      showToast(t("plan.made"), "success");
      navigate(`/restock/pick-lists/${list.id}`);
    } catch (error) {
      showToast(failureMessage(error, t("plan.failed")), "error");
      setBusy(false);
    }
  };

  return (
    <>
      <DueToolbar
        horizon={horizon}
        onHorizon={(next: Horizon) => setParam("horizon", next === "24" ? "" : next)}
        owners={ownerChoices}
        ownerId={ownerId}
        onOwner={(next) => setParam("owner", next)}
      />
      {canEdit && rows && rows.length > 0 && (
        <PlanBar selected={chosen.length} visitAt={visitAt} onVisitAt={setVisitAt} busy={busy} onMake={make} />
      )}
      {due.isLoading && <LinearProgress aria-label={t("due.label")} />}
      {due.error && !rows && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void due.mutate()}>
              {t("due.retry")}
            </Button>
          }
        >
          {failureMessage(due.error, t("due.loadFailed"))}
        </Alert>
      )}
      {rows && rows.length === 0 && <EmptyState title={t("due.empty")} description={t("due.emptyHint")} />}
      {rows && rows.length > 0 && (
        <>
          {canEdit && (
            <FormControlLabel
              sx={{ mb: 1 }}
              label={t("due.selectAll")}
              control={
                <Checkbox
                  checked={allChosen}
                  indeterminate={chosen.length > 0 && !allChosen}
                  onChange={(event) => setSelected(new Set(event.target.checked ? shownIds : []))}
                />
              }
            />
          )}
          <Box
            component="ul"
            aria-label={t("due.label")}
            sx={{ p: 0, m: 0, display: "grid", gap: 2, opacity: due.isValidating ? 0.7 : 1 }}
          >
            {rows.map((row) => (
              <DueKioskCard
                key={row.kiosk.id}
                kiosk={row}
                language={language}
                now={now}
                canEdit={canEdit}
                selected={selected.has(row.kiosk.id)}
                onSelect={(on) => toggle(row.kiosk.id, on)}
              />
            ))}
          </Box>
        </>
      )}
    </>
  );
}
