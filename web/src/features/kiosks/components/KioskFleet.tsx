import type { Kiosk } from "@froyo/contracts";
import { Box, Button, Typography } from "@mui/material";
import { lazy, type ReactNode, Suspense, startTransition, useCallback, useId, useMemo, useState } from "react";
import { AddIcon } from "../../../components/icons/list-icons";
import { failureMessage } from "../../../lib/failure-message";
import { toApiQuery } from "../../../lib/list-params";
import { useSelectedId } from "../../../lib/selected-id";
import { showToast } from "../../../lib/toast";
import { useLinkedId } from "../../../lib/use-linked-id";
import { useListParams } from "../../../lib/use-list-params";
import { useKiosks } from "../api/get-kiosks";
import { useUpdateKiosk } from "../api/update-kiosk";
import { useKiosksTranslation } from "../use-kiosks-translation";
import type { FleetDialog } from "./FleetDialogs";
import { FleetLayout } from "./FleetLayout";
import { KioskCard } from "./KioskCard";
import { KioskList } from "./KioskList";
import { KioskToolbar } from "./KioskToolbar";
import { KioskTraysPanel } from "./KioskTraysPanel";
import { KIOSK_LIST_SPEC } from "./kiosk-list-params";
import { availableKioskActions, type KioskAction, useKioskRights } from "./kiosk-rights";
import { kioskUpdated } from "./kiosk-toasts";
import { SelectionBar } from "./SelectionBar";

// The forms (and zod, the resolver, the schemas with them) load when a dialog first opens, not with the dashboard.
const FleetDialogs = lazy(async () => ({ default: (await import("./FleetDialogs")).FleetDialogs }));

interface KioskFleetProps {
  /** A kiosk's visits (the restock feature's), shown as a second tab of its panel; composed by the page. */
  kioskVisits?: (kioskId: string) => ReactNode;
}

/**
 * The kiosk fleet, a self-contained section of the dashboard: the list (kept fresh by polling), the selected kiosk's
 * trays beside it (a bottom drawer on phones), and the actions the user's permissions allow.
 */
export function KioskFleet({ kioskVisits }: KioskFleetProps = {}) {
  const { t } = useKiosksTranslation();
  const rights = useKioskRights();
  const { canCreate, canEdit, canDelete, isStaff } = rights;
  const { params, change } = useListParams(KIOSK_LIST_SPEC);
  const kiosks = useKiosks(toApiQuery(params, KIOSK_LIST_SPEC));
  const { selectedId, setSelectedId } = useSelectedId();
  // A notification about a kiosk links here with ?kiosk=<id>: its trays open.
  useLinkedId("kiosk", setSelectedId);
  const updateKiosk = useUpdateKiosk();
  const [dialog, setDialog] = useState<FleetDialog>(null);
  const [checked, setChecked] = useState<ReadonlyMap<string, Kiosk>>(new Map());
  const headingId = useId();
  const panelHeadingId = useId();
  // Stable, with the callbacks below, so that selecting or ticking one card draws that card again, not the fleet.
  const actions = useMemo(
    () => availableKioskActions({ canCreate, canEdit, canDelete, isStaff }),
    [canCreate, canEdit, canDelete, isStaff],
  );

  const toggleActive = useCallback(
    async (kiosk: Kiosk) => {
      const changes = { active: !kiosk.active };
      try {
        await updateKiosk(kiosk.id, changes);
        showToast(kioskUpdated(t, changes), "success");
      } catch (error) {
        showToast(failureMessage(error, t("edit.failed")), "error");
      }
    },
    [updateKiosk, t],
  );
  const onAction = useCallback(
    (action: KioskAction, kiosk: Kiosk) => {
      if (action === "toggle-active") void toggleActive(kiosk);
      else if (action === "delete") setDialog({ kind: "delete", kiosks: [kiosk] });
      else setDialog({ kind: action, kiosk });
    },
    [toggleActive],
  );
  // The trays open in a transition: the tap paints its feedback (the ripple, the pressed card) at once, and the
  // drawer with its panel follows, instead of a phone's slow CPU holding that frame for all of it (issue 22, INP).
  const select = useCallback((kiosk: Kiosk) => startTransition(() => setSelectedId(kiosk.id)), [setSelectedId]);
  const check = useCallback(
    (kiosk: Kiosk, on: boolean) =>
      setChecked((current) => {
        const next = new Map(current);
        if (on) next.set(kiosk.id, kiosk);
        else next.delete(kiosk.id);
        return next;
      }),
    [],
  );
  const onDeleted = (ids: string[]) => {
    setChecked((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
    if (selectedId && ids.includes(selectedId)) setSelectedId(null);
  };

  const addButton = rights.canCreate && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: "add" })}>
      {t("list.add")}
    </Button>
  );
  const panel = selectedId && (
    <KioskTraysPanel
      key={selectedId}
      kioskId={selectedId}
      listed={kiosks.data?.data.find((kiosk) => kiosk.id === selectedId)}
      canEdit={rights.canEdit}
      headingId={panelHeadingId}
      onClose={() => setSelectedId(null)}
      visits={kioskVisits?.(selectedId)}
    />
  );
  const filtered = Boolean(params.search || params.filters.status || params.filters.low);
  // An empty fleet shows its own call to add the first kiosk instead of the header's button.
  const emptyFleet = kiosks.data?.meta.total === 0 && !filtered;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flex: 1 }}>
          {t("heading")}
        </Typography>
        {!emptyFleet && addButton}
      </Box>
      <FleetLayout
        panel={panel}
        panelHeadingId={panelHeadingId}
        onClosePanel={() => setSelectedId(null)}
        list={
          <>
            <KioskToolbar params={params} onChange={change} />
            {checked.size > 0 && (
              <SelectionBar
                count={checked.size}
                onClear={() => setChecked(new Map())}
                onDelete={() => setDialog({ kind: "delete", kiosks: [...checked.values()] })}
              />
            )}
            <KioskList
              kiosks={kiosks}
              filtered={filtered}
              emptyAction={addButton || undefined}
              onPageChange={(page) => change({ page })}
              renderKiosk={(kiosk) => (
                <KioskCard
                  key={kiosk.id}
                  kiosk={kiosk}
                  selected={kiosk.id === selectedId}
                  onSelect={select}
                  checked={checked.has(kiosk.id)}
                  onCheck={canDelete ? check : undefined}
                  actions={actions}
                  onAction={onAction}
                />
              )}
            />
          </>
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <FleetDialogs dialog={dialog} isStaff={rights.isStaff} onChange={setDialog} onDeleted={onDeleted} />
        </Suspense>
      )}
    </Box>
  );
}
