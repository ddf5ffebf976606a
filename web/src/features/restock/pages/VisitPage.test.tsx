import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { readOutbox } from "../api/visit-outbox";
import { answerVisit, postedVisits, renderVisitPage } from "./visit-test-support";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
}

async function trayCard(position: number) {
  const heading = await screen.findByRole("heading", { name: `Tray ${position}` });
  return heading.closest("li") as HTMLElement;
}

async function fillTray1() {
  const tray = await trayCard(1);
  await userEvent.type(within(tray).getByLabelText("Counted"), "10");
  await userEvent.type(within(tray).getByLabelText("Added"), "30");
  return tray;
}

describe("recording a visit on a phone", { timeout: 30_000 }, () => {
  afterEach(() => setOnline(true));

  it("computes the level after as the technician types, checks it, and posts the visit", async () => {
    const { api, kioskId, trays } = renderVisitPage();
    const tray = await trayCard(1);
    const after = within(tray).getByRole("status", { name: "Level after, tray 1" });
    expect(after).toHaveTextContent("Not counted yet");
    expect(within(tray).getByText("Expected 12 of 50 · par 40")).toBeInTheDocument();

    await userEvent.type(within(tray).getByLabelText("Counted"), "10");
    expect(after).toHaveTextContent("Level after: 10 of 50");
    await userEvent.type(within(tray).getByLabelText("Added"), "45");
    expect(after).toHaveTextContent("Level after: 55 of 50");
    expect(after).toHaveTextContent("Above the capacity of 50.");
    await userEvent.type(within(tray).getByLabelText("Removed"), "3");
    expect(after).toHaveTextContent("Level after: 52 of 50");

    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));
    expect(await screen.findByText("Check the fields marked in red.")).toBeInTheDocument();
    expect(within(tray).getByText("Choose why units were removed.")).toBeInTheDocument();
    expect(postedVisits(api, kioskId)).toEqual([]);

    // "Fill to par" adds what brings the counted tray to 40 once the 3 removed are gone.
    await userEvent.click(within(tray).getByRole("button", { name: "Fill tray 1 to par: add 33" }));
    expect(after).toHaveTextContent("Level after: 40 of 50");
    await userEvent.click(within(tray).getByRole("combobox", { name: "Reason removed" }));
    await userEvent.click(await screen.findByRole("option", { name: "Expired" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Cleaned" }));
    await userEvent.type(screen.getByLabelText("Temperature read (°C)"), "4.5");
    await userEvent.type(screen.getByLabelText("Notes"), "  Wiped the nozzle.  ");
    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));

    expect(await screen.findByText("Visit recorded. The tray levels are updated.")).toBeInTheDocument();
    const [posted] = postedVisits(api, kioskId);
    expect(posted).toEqual({
      id: expect.stringMatching(UUID),
      started_at: expect.any(String),
      finished_at: expect.any(String),
      // Tray 2 was not touched: it is not part of the visit.
      trays: [{ tray_id: trays[0]?.id, counted: 10, added: 33, removed: 3, removed_reason: "expired" }],
      checklist: { cleaned: true, temperature_c: 4.5 },
      notes: "Wiped the nozzle.",
    });
    expect(Date.parse(posted?.finished_at ?? "")).toBeGreaterThanOrEqual(Date.parse(posted?.started_at ?? ""));
    // The kiosk's trays are read again, so the fleet shows the new levels.
    await waitFor(() =>
      expect(api.calls.filter((call) => call === `GET /api/kiosks/${kioskId}/trays`).length).toBeGreaterThan(1),
    );
    expect(readOutbox()).toEqual([]);
  });

  it("refuses a count below what was removed and asks for a count before added units", async () => {
    renderVisitPage();
    const tray = await trayCard(2);
    await userEvent.type(within(tray).getByLabelText("Added"), "2");
    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));
    expect(await within(tray).findByText("Count the tray first.")).toBeInTheDocument();
    await userEvent.type(within(tray).getByLabelText("Counted"), "1");
    await userEvent.clear(within(tray).getByLabelText("Added"));
    await userEvent.type(within(tray).getByLabelText("Removed"), "4");
    expect(within(tray).getByRole("status", { name: "Level after, tray 2" })).toHaveTextContent(
      "More removed than there is.",
    );
  });

  it("keeps a visit submitted offline on the phone and sends it once when the network returns", async () => {
    const { api, kioskId } = renderVisitPage();
    setOnline(false);
    await fillTray1();
    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));
    expect(
      await screen.findByText("Saved on this phone. It will be sent when you are back online."),
    ).toBeInTheDocument();
    expect(screen.getByText("1 visit waiting to be sent")).toBeInTheDocument();
    expect(postedVisits(api, kioskId)).toEqual([]);
    const [queued] = readOutbox();
    expect(queued?.visit.trays).toEqual([expect.objectContaining({ counted: 10, added: 30 })]);

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByText("1 visit waiting to be sent")).not.toBeInTheDocument());
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(postedVisits(api, kioskId)).toEqual([queued?.visit]);
    expect(readOutbox()).toEqual([]);
  });

  it("keeps a visit whose request got no answer, and sends the same id again", async () => {
    let attempts = 0;
    const { api, kioskId, trays, routes } = renderVisitPage();
    // The first try gets no answer at all (the connection drops); the second is answered.
    routes[`POST /api/kiosks/${kioskId}/visits`] = (config) => {
      attempts += 1;
      if (attempts === 1) throw new Error("The connection dropped.");
      return { status: 201, data: { data: answerVisit(kioskId, trays, JSON.parse(String(config.data))) } };
    };
    await fillTray1();
    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));
    expect(
      await screen.findByText("Saved on this phone. It will be sent when you are back online."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(readOutbox()).toEqual([]));
    const [first, second] = postedVisits(api, kioskId);
    expect(second).toEqual(first);
    expect(attempts).toBe(2);
  });

  it("keeps a visit the server refuses (409) as needing attention, and does not send it again", async () => {
    const { api, kioskId, routes } = renderVisitPage();
    routes[`POST /api/kiosks/${kioskId}/visits`] = {
      status: 409,
      data: { message: "This visit was recorded with other contents." },
    };
    setOnline(false);
    await fillTray1();
    await userEvent.click(screen.getByRole("button", { name: "Submit visit" }));
    await screen.findByText("1 visit waiting to be sent");

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("1 visit needs attention")).toBeInTheDocument();
    expect(screen.getByText(/Harbour kiosk, .*: This visit was recorded with other contents\./)).toBeInTheDocument();
    expect(readOutbox()).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(postedVisits(api, kioskId)).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: /^Discard the visit to Harbour kiosk/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByText("1 visit needs attention")).not.toBeInTheDocument());
    expect(readOutbox()).toEqual([]);
  });
});
