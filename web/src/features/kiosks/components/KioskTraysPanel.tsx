import type { Kiosk, Tray } from "@froyo/contracts";
import { Alert, Box, Button, IconButton, Skeleton, Stack, Tab, Tabs, Typography } from "@mui/material";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { CloseIcon } from "../../../components/icons/ui-icons";
import { isApiError } from "../../../lib/api-error";
import { failureMessage } from "../../../lib/failure-message";
import { showToast } from "../../../lib/toast";
import { useKiosk } from "../api/get-kiosk";
import { useKioskTrays } from "../api/get-kiosk-trays";
import { useUpdateTray } from "../api/update-tray";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { formatTemperature } from "./KioskBadges";
import { KioskStatusLabel } from "./KioskStatusLabel";
import { TrayRow } from "./TrayRow";

// Loaded on first use, with the form code it needs (see KioskFleet).
const TrayEditDialog = lazy(async () => ({ default: (await import("./TrayEditDialog")).TrayEditDialog }));

interface KioskTraysPanelProps {
  kioskId: string;
  /** The kiosk as the current list page has it; when it is not on the page, the panel asks for it. */
  listed: Kiosk | undefined;
  canEdit: boolean;
  headingId: string;
  onClose: () => void;
  /** The kiosk's visits, when the page composes them in: the panel then has two tabs, trays and visits. */
  visits?: ReactNode;
}

/** The selected kiosk's trays with fresh levels; refill and edit with `edit kiosks`. */
export function KioskTraysPanel({ kioskId, listed, canEdit, headingId, onClose, visits }: KioskTraysPanelProps) {
  const { t } = useKiosksTranslation();
  const single = useKiosk(listed ? null : kioskId);
  const kiosk = listed ?? single.data?.data;
  const trays = useKioskTrays(kioskId, listed?.trays);
  const updateTray = useUpdateTray();
  const [editing, setEditing] = useState<Tray | null>(null);
  const [tab, setTab] = useState<"trays" | "visits">("trays");
  const tabsId = useId();

  const refill = async (tray: Tray) => {
    try {
      await updateTray(kioskId, tray.id, { refill: true });
      showToast(t("toasts.trayRefilled"), "success");
    } catch (error) {
      showToast(failureMessage(error, t("tray.refillFailed")), "error");
    }
  };

  const loadError: unknown = (!listed && single.error) || (!trays.data && trays.error) || null;
  const retry = () => {
    void single.mutate();
    void trays.mutate();
  };
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ flex: 1, overflowWrap: "anywhere" }}>
          {kiosk ? t("list.trays", { name: kiosk.name }) : t("panel.loading")}
        </Typography>
        <IconButton aria-label={t("panel.close")} onClick={onClose} sx={{ mt: -0.5 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      {kiosk && (
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, rowGap: 0.5, mb: 1, typography: "body2" }}>
          <KioskStatusLabel status={kiosk.status} />
          {kiosk.temperature_c !== null && (
            <span>{t("panel.temperature", { value: formatTemperature(kiosk.temperature_c) })}</span>
          )}
          <Box component="span" sx={{ color: "text.secondary" }}>
            {t("panel.timezone", { zone: kiosk.timezone })}
          </Box>
        </Box>
      )}
      {visits && (
        <Tabs
          value={tab}
          onChange={(_, value: "trays" | "visits") => setTab(value)}
          aria-label={t("panel.tabs")}
          sx={{ mb: 1, borderBottom: 1, borderColor: "divider" }}
        >
          <Tab value="trays" label={t("panel.traysTab")} id={`${tabsId}-trays`} aria-controls={`${tabsId}-panel`} />
          <Tab value="visits" label={t("panel.visitsTab")} id={`${tabsId}-visits`} aria-controls={`${tabsId}-panel`} />
        </Tabs>
      )}
      {/* One tab panel, its content the chosen tab's (both tabs control it). */}
      <Box {...(visits ? { role: "tabpanel", id: `${tabsId}-panel`, "aria-labelledby": `${tabsId}-${tab}` } : {})}>
        {visits && tab === "visits" ? (
          visits
        ) : loadError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t("list.retry")}
              </Button>
            }
          >
            {isApiError(loadError) && loadError.status === 404
              ? t("panel.notFound")
              : failureMessage(loadError, t("panel.loadFailed"))}
          </Alert>
        ) : !trays.data ? (
          <Stack spacing={1} role="status" aria-label={t("panel.loading")}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={72} />
            ))}
          </Stack>
        ) : trays.data.data.length === 0 ? (
          <Typography color="text.secondary">{t("panel.empty")}</Typography>
        ) : (
          <Box component="ul" aria-labelledby={headingId} sx={{ p: 0, m: 0 }}>
            {trays.data.data.map((tray) => (
              <TrayRow
                key={tray.id}
                tray={tray}
                onRefill={canEdit ? refill : undefined}
                onEdit={canEdit ? setEditing : undefined}
              />
            ))}
          </Box>
        )}
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <TrayEditDialog key={editing.id} kioskId={kioskId} tray={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Box>
  );
}
