import { ROLE_NAMES } from "@froyo/contracts";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DashboardLayout } from "../../../../layouts/dashboard/DashboardLayout";
import { fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { renderWithApp } from "../../../../test/render";
import { queueVisit, readOutbox } from "../../api/visit-outbox";

const kioskId = "0190a8a4-8a2b-7cc0-9d7e-0000000000a1";
const visit = {
  id: "0190a8a4-8a2b-7cc0-9d7e-00000000d003",
  started_at: "2026-06-10T08:00:00.000Z",
  finished_at: "2026-06-10T08:20:00.000Z",
  trays: [],
  checklist: { cleaned: true, temperature_c: null },
  notes: "",
};

describe("visits waiting on the phone when the app opens", { timeout: 15_000 }, () => {
  it("are sent by the shell, whatever page it opens on", async () => {
    queueVisit(kioskId, "Harbour kiosk", visit);
    const api = fakeApi({ [`POST /api/kiosks/${kioskId}/visits`]: { status: 200, data: { data: {} } } });
    renderWithApp(<DashboardLayout />, { user: makeUser(ROLE_NAMES.companyAdmin), route: "/orders" });
    await waitFor(() => expect(readOutbox()).toEqual([]));
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([`POST /api/kiosks/${kioskId}/visits`]);
  });
});
