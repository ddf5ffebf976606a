import type { CreateVisitInput, Visit } from "@froyo/contracts";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { isApiError } from "../../../lib/api-error";
import { http } from "../../../lib/http";
import { type OutboxEntry, queueVisit, readOutbox, sendOutbox, subscribeOutbox } from "./visit-outbox";

const visitsUrl = (kioskId: string) => `/api/kiosks/${encodeURIComponent(kioskId)}/visits`;

/** POST /api/kiosks/{id}/visits → 201 (or 200 for a replay of the same id) { data: Visit }. */
async function postVisit(kioskId: string, visit: CreateVisitInput): Promise<Visit> {
  return (await http.post<{ data: Visit }>(visitsUrl(kioskId), visit)).data.data;
}

// Everything a visit changes: the kiosk's trays and levels (the fleet's lists, the open kiosk), its visits, the
// forecasts and due list, the visits lists. Not the owners list, which no visit touches.
const TOUCHED_BY_A_VISIT = /^\/api\/(kiosks(?!\/owners)|restock)(\/|\?|$)/;

function useRevalidateAfterVisit() {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    mutate((key) => typeof key === "string" && TOUCHED_BY_A_VISIT.test(key)).catch(() => undefined);
  }, [mutate]);
}

export type RecordOutcome = { kind: "sent"; visit: Visit } | { kind: "saved" };

/**
 * Submits a visit: sent at once when the phone has network; kept in the outbox when it has none or the request got
 * no answer (status 0: nothing came back, so it may or may not have arrived; the replay of its id is safe). An
 * answered refusal (422, 409, 403…) is thrown for the form to show: the form still holds the visit.
 */
export function useRecordVisit() {
  const revalidate = useRevalidateAfterVisit();
  return useCallback(
    async (kioskId: string, kioskName: string, visit: CreateVisitInput): Promise<RecordOutcome> => {
      if (!navigator.onLine) {
        queueVisit(kioskId, kioskName, visit);
        return { kind: "saved" };
      }
      try {
        const recorded = await postVisit(kioskId, visit);
        revalidate();
        return { kind: "sent", visit: recorded };
      } catch (error) {
        if (isApiError(error) && error.status !== 0) throw error;
        queueVisit(kioskId, kioskName, visit);
        return { kind: "saved" };
      }
    },
    [revalidate],
  );
}

/** The outbox's entries, live (this tab's changes and other tabs'). */
export function useVisitOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribeOutbox, readOutbox, readOutbox);
}

/**
 * Drains the outbox now (the page's load) and whenever the network returns (the `online` event), refreshing what
 * each sent visit changed. Mounted by the restock pages; sendOutbox itself makes concurrent drains one.
 */
export function useSendVisitOutbox(): () => void {
  const revalidate = useRevalidateAfterVisit();
  const drain = useCallback(() => {
    if (!navigator.onLine || readOutbox().every((entry) => entry.problem !== null)) return;
    void sendOutbox((entry) => postVisit(entry.kioskId, entry.visit), revalidate);
  }, [revalidate]);
  useEffect(() => {
    drain();
    window.addEventListener("online", drain);
    return () => window.removeEventListener("online", drain);
  }, [drain]);
  return drain;
}
