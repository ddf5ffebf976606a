import type { Visit } from "@froyo/contracts";
import { Alert, Box, Button, Skeleton, Stack, TextField, Typography } from "@mui/material";
import { useMemo, useRef, useState } from "react";
import { FilterSelect } from "../../../../components/data-list/FilterSelect";
import { failureMessage } from "../../../../lib/failure-message";
import { useVisitKioskChoices, useVisits } from "../../api/get-visits";
import { OutboxStatus } from "./OutboxStatus";
import { useVisitsTranslation } from "./use-visits-translation";
import { VisitDetailsDialog } from "./VisitDetailsDialog";
import { VisitSummary } from "./VisitSummary";
import { VisitsTable } from "./VisitsTable";
import { localDate } from "./visit-figures";

/**
 * /restock's second tab: the visits of a period (local dates, the last 7 days unless chosen) by kiosk and technician,
 * each opening its details, and the period's shrinkage and waste per product. The technicians to filter by are
 * those the loaded visits name (a technician may not list the company's users).
 */
export function VisitsTab() {
  const { t } = useVisitsTranslation();
  const [from, setFrom] = useState(() => localDate(6));
  const [to, setTo] = useState(() => localDate(0));
  const [kioskId, setKioskId] = useState("");
  const [technicianId, setTechnicianId] = useState("");
  const [open, setOpen] = useState<Visit | null>(null);
  const visits = useVisits({
    from,
    to,
    kiosk_id: kioskId || undefined,
    technician_id: technicianId || undefined,
  });
  const kiosks = useVisitKioskChoices();
  const technicians = useRef(new Map<string, string>());
  for (const visit of visits.data?.data ?? []) {
    if (visit.technician) technicians.current.set(visit.technician.id, visit.technician.name);
  }
  const technicianOptions = [...technicians.current].map(([value, label]) => ({ value, label }));
  const kioskOptions = useMemo(
    () => (kiosks.data?.data ?? []).map((kiosk) => ({ value: kiosk.id, label: kiosk.name })),
    [kiosks.data],
  );
  const date = (label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      onChange={(event) => event.target.value && onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Stack spacing={3}>
      <OutboxStatus />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
        {date(t("filters.from"), from, setFrom)}
        {date(t("filters.to"), to, setTo)}
        <FilterSelect
          label={t("filters.kiosk")}
          value={kioskId}
          options={kioskOptions}
          onChange={setKioskId}
          allLabel={t("filters.allKiosks")}
        />
        <FilterSelect
          label={t("filters.technician")}
          value={technicianId}
          options={technicianOptions}
          onChange={setTechnicianId}
          allLabel={t("filters.allTechnicians")}
        />
      </Box>
      {visits.error && !visits.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void visits.mutate()}>
              {t("list.retry")}
            </Button>
          }
        >
          {failureMessage(visits.error, t("list.loadFailed"))}
        </Alert>
      ) : !visits.data ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label={t("list.loading")} />
      ) : (
        <>
          {visits.data.data.length === 0 ? (
            <Typography color="text.secondary">{t("list.empty")}</Typography>
          ) : (
            <VisitsTable visits={visits.data.data} showKiosk onOpen={setOpen} />
          )}
          <VisitSummary summary={visits.data.summary} />
        </>
      )}
      {open && <VisitDetailsDialog visit={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
