import type { CreateVisitInput, Tray, Visit } from "@froyo/contracts";
import { Route, Routes } from "react-router";
import { type FakeApi, type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk, makeTray } from "../../../test/kiosk-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { VisitPage } from "./VisitPage";

export const mango = { id: "0190a8a4-8a2b-7cc0-9d7e-00000000b001", name: "Mango" };

/** A kiosk with two trays: tray 1 (Mango, 12 of 50, par 40) and tray 2 (empty slot, 30 of 30). */
export function visitKiosk() {
  const trays: Tray[] = [
    makeTray({ position: 1, level: 12, par_level: 40, product_id: mango.id, product: mango }),
    makeTray({ position: 2, capacity: 30, level: 30 }),
  ];
  return { kiosk: makeKiosk({ name: "Harbour kiosk", trays }), trays };
}

/** The server's answer to a visit: each tray's figures as the contract has them. */
export function answerVisit(kioskId: string, trays: Tray[], input: CreateVisitInput): Visit {
  return {
    id: input.id,
    kiosk: { id: kioskId, name: "Harbour kiosk" },
    technician: { id: makeUser().id, name: makeUser().name },
    started_at: input.started_at,
    finished_at: input.finished_at,
    trays: input.trays.map((each) => {
      const tray = trays.find((candidate) => candidate.id === each.tray_id) as Tray;
      return {
        ...each,
        removed_reason: each.removed_reason ?? null,
        position: tray.position,
        product_id: tray.product_id,
        product_name: tray.product?.name ?? null,
        expected: tray.level,
        level_after: each.counted + each.added - each.removed,
        shrinkage: tray.level - each.counted,
      };
    }),
    checklist: input.checklist,
    notes: input.notes,
    created_at: input.finished_at,
  };
}

/** The visit page at /restock/visit/<kiosk>, against a fake API that records every visit posted. */
export function renderVisitPage(extra: FakeRoutes = {}) {
  const { kiosk, trays } = visitKiosk();
  // The fake API reads this object on each request: a test may change an answer midway.
  const routes: FakeRoutes = {
    [`GET /api/kiosks/${kiosk.id}`]: { status: 200, data: { data: kiosk } },
    [`GET /api/kiosks/${kiosk.id}/trays`]: { status: 200, data: { data: trays } },
    [`POST /api/kiosks/${kiosk.id}/visits`]: (config) => ({
      status: 201,
      data: { data: answerVisit(kiosk.id, trays, JSON.parse(String(config.data)) as CreateVisitInput) },
    }),
    ...extra,
  };
  const api = fakeApi(routes);
  renderWithApp(
    <TestSwr>
      <Routes>
        <Route path="/restock/visit/:kioskId" element={<VisitPage />} />
      </Routes>
    </TestSwr>,
    { user: makeUser("Field Technician"), route: `/restock/visit/${kiosk.id}` },
  );
  return { api, kioskId: kiosk.id, trays, routes };
}

export function postedVisits(api: FakeApi, kioskId: string): CreateVisitInput[] {
  return api.requests
    .filter((request) => request.method === "post" && request.url === `/api/kiosks/${kioskId}/visits`)
    .map((request) => JSON.parse(String(request.data)) as CreateVisitInput);
}
