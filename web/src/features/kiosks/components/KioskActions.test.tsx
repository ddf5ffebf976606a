import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { bodiesOf, renderFleet } from "./fleet-test-support";

const mall = makeKiosk({ name: "Mall Kiosk", serial_number: "SN-MALL" });
const station = makeKiosk({ name: "Station Kiosk", serial_number: "SN-STATION" });
const owners = [
  { id: "0190a8a4-8a2b-7cc0-9d7e-000000000501", name: "Olive Owner", email: "olive@demo.example.com" },
  { id: "0190a8a4-8a2b-7cc0-9d7e-000000000502", name: "Paul Partner", email: "paul@demo.example.com" },
];
const LIST = { "GET /api/kiosks": { status: 200, data: page([mall, station]) } };
const listCalls = (calls: string[]) => calls.filter((call) => call.startsWith("GET /api/kiosks?")).length;

async function chooseAction(kiosk: string, action: string) {
  await userEvent.click(await screen.findByRole("button", { name: `Actions for ${kiosk}` }));
  await userEvent.click(await screen.findByRole("menuitem", { name: action }));
}

function mockClipboard() {
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("kiosk actions", { timeout: 15_000 }, () => {
  it("adds a kiosk with the right JSON, then shows its key once with a copy button and a warning", async () => {
    const writeText = mockClipboard();
    const { api } = renderFleet({
      ...LIST,
      "GET /api/kiosks/owners": { status: 200, data: { data: owners } },
      "POST /api/kiosks": (config) => ({
        status: 201,
        data: { data: { ...makeKiosk(JSON.parse(String(config.data))), api_key: "fk_live_0123456789abcdef" } },
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add kiosk" }));
    const dialog = await screen.findByRole("dialog", { name: "Add kiosk" });
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Owner" }));
    await userEvent.click(await screen.findByRole("option", { name: "Paul Partner (paul@demo.example.com)" }));
    await userEvent.type(within(dialog).getByLabelText("Name"), "Airport Kiosk");
    await userEvent.type(within(dialog).getByLabelText("Serial number"), "SN-AIR-1");
    await userEvent.type(within(dialog).getByLabelText("Address"), "Terminal 2");
    const zone = within(dialog).getByRole("combobox", { name: "Time zone" });
    await userEvent.clear(zone);
    await userEvent.type(zone, "Paris");
    await userEvent.click(await screen.findByRole("option", { name: "Europe/Paris" }));
    const trays = within(dialog).getByLabelText("Number of trays");
    await userEvent.clear(trays);
    await userEvent.type(trays, "8");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add kiosk" }));

    const keyDialog = await screen.findByRole("dialog", { name: "API key of Airport Kiosk" });
    expect(bodiesOf(api, "post", "/api/kiosks")).toEqual([
      {
        owner_id: owners[1]?.id,
        name: "Airport Kiosk",
        serial_number: "SN-AIR-1",
        address: "Terminal 2",
        timezone: "Europe/Paris",
        tray_count: 8,
        tray_capacity: 50,
      },
    ]);
    expect(await screen.findByText("Kiosk added")).toBeInTheDocument();
    expect(within(keyDialog).getByLabelText("API key")).toHaveValue("fk_live_0123456789abcdef");
    expect(keyDialog).toHaveTextContent("shown only this once and cannot be shown again");
    await userEvent.click(within(keyDialog).getByRole("button", { name: "Copy key" }));
    expect(writeText).toHaveBeenCalledWith("fk_live_0123456789abcdef");
    expect(within(keyDialog).getByRole("status")).toHaveTextContent("The API key was copied to the clipboard.");
    await userEvent.click(within(keyDialog).getByRole("button", { name: "I have saved the key" }));
    await waitFor(() => expect(screen.queryByText("fk_live_0123456789abcdef")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue("fk_live_0123456789abcdef")).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(api.calls)).toBeGreaterThanOrEqual(2));
  });

  it("proposes the company's timezone for a new kiosk, not the browser's (issue 21, part 6)", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    zone.mockReturnValue({ ...resolved, timeZone: "Asia/Tokyo" });
    const admin = makeUser(ROLE_NAMES.companyAdmin);
    renderFleet(
      { ...LIST, "GET /api/kiosks/owners": { status: 200, data: { data: owners } } },
      { user: { ...admin, company: admin.company && { ...admin.company, default_timezone: "Europe/Paris" } } },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add kiosk" }));
    const dialog = await screen.findByRole("dialog", { name: "Add kiosk" });
    expect(within(dialog).getByRole("combobox", { name: "Time zone" })).toHaveValue("Europe/Paris");
    zone.mockRestore();
  });

  it("checks the add form with the shared schema before sending, and shows the server's field errors", async () => {
    const { api } = renderFleet({
      ...LIST,
      "GET /api/kiosks/owners": { status: 200, data: { data: owners } },
      "POST /api/kiosks": {
        status: 422,
        data: { message: "Invalid.", errors: { serial_number: ["The serial number has already been taken."] } },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Add kiosk" }));
    const dialog = await screen.findByRole("dialog", { name: "Add kiosk" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add kiosk" }));
    expect(await within(dialog).findByText("The owner field is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("The name field is required.")).toBeInTheDocument();
    expect(bodiesOf(api, "post", "/api/kiosks")).toEqual([]);

    await userEvent.click(within(dialog).getByRole("combobox", { name: "Owner" }));
    await userEvent.click(await screen.findByRole("option", { name: /Olive Owner/ }));
    await userEvent.type(within(dialog).getByLabelText("Name"), "Airport Kiosk");
    await userEvent.type(within(dialog).getByLabelText("Serial number"), "SN-MALL");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add kiosk" }));
    expect(await within(dialog).findByText("The serial number has already been taken.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Serial number")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a client only the name and address, and sends only what changed", async () => {
    const { api } = renderFleet(
      { ...LIST, [`PATCH /api/kiosks/${mall.id}`]: { status: 200, data: { data: { ...mall, name: "Mall East" } } } },
      { user: makeUser(ROLE_NAMES.client) },
    );
    await chooseAction("Mall Kiosk", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit Mall Kiosk" });
    const fields = within(dialog)
      .getAllByRole("textbox")
      .map((field) => field.getAttribute("name"));
    expect(fields).toEqual(["name", "address"]);
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("switch")).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Mall East");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Kiosk updated")).toBeInTheDocument();
    expect(bodiesOf(api, "patch", `/api/kiosks/${mall.id}`)).toEqual([{ name: "Mall East" }]);
  });

  it("lets staff reassign the owner and disable a kiosk", async () => {
    const { api } = renderFleet({
      ...LIST,
      "GET /api/kiosks/owners": { status: 200, data: { data: owners } },
      [`PATCH /api/kiosks/${mall.id}`]: { status: 200, data: { data: mall } },
    });
    await chooseAction("Mall Kiosk", "Edit");
    const dialog = await screen.findByRole("dialog", { name: "Edit Mall Kiosk" });
    expect(within(dialog).getByLabelText("Serial number")).toHaveValue("SN-MALL");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Owner" }));
    await userEvent.click(await screen.findByRole("option", { name: /Olive Owner/ }));
    await userEvent.click(within(dialog).getByRole("switch", { name: "Enabled" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Kiosk updated");
    expect(bodiesOf(api, "patch", `/api/kiosks/${mall.id}`)).toEqual([{ owner_id: owners[0]?.id, active: false }]);

    await chooseAction("Mall Kiosk", "Disable");
    expect(await screen.findByText("Kiosk disabled")).toBeInTheDocument();
    expect(bodiesOf(api, "patch", `/api/kiosks/${mall.id}`)[1]).toEqual({ active: false });
  });

  it("rotates a key only after confirmation, then shows the new key once", async () => {
    mockClipboard();
    const { api } = renderFleet({
      ...LIST,
      [`POST /api/kiosks/${mall.id}/key`]: { status: 200, data: { data: { api_key: "fk_live_rotated" } } },
    });
    await chooseAction("Mall Kiosk", "Rotate API key");
    const confirm = await screen.findByRole("dialog", { name: "Rotate API key" });
    expect(confirm).toHaveTextContent("Issue a new API key for Mall Kiosk? The current key stops working at once");
    expect(api.calls.some((call) => call.startsWith("POST"))).toBe(false);
    await userEvent.click(within(confirm).getByRole("button", { name: "Issue new key" }));
    const keyDialog = await screen.findByRole("dialog", { name: "API key of Mall Kiosk" });
    expect(within(keyDialog).getByLabelText("API key")).toHaveValue("fk_live_rotated");
    expect(api.calls).toContain(`POST /api/kiosks/${mall.id}/key`);
    expect(await screen.findByText("New API key issued; the old one no longer works.")).toBeInTheDocument();
  });

  it("deletes one kiosk from its row after a confirmation naming it", async () => {
    const { api } = renderFleet({ ...LIST, "POST /api/kiosks/delete": { status: 204 } });
    await chooseAction("Mall Kiosk", "Delete");
    const dialog = await screen.findByRole("dialog", { name: "Delete kiosk" });
    expect(dialog).toHaveTextContent("Delete Mall Kiosk (serial SN-MALL)?");
    expect(bodiesOf(api, "post", "/api/kiosks/delete")).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Kiosks deleted")).toBeInTheDocument();
    expect(bodiesOf(api, "post", "/api/kiosks/delete")).toEqual([{ ids: [mall.id] }]);
  });

  it("deletes the selected kiosks together, naming each, and reports a refusal", async () => {
    const { api } = renderFleet({
      ...LIST,
      "POST /api/kiosks/delete": {
        status: 404,
        data: { message: "One or more kiosks were not found; none was deleted." },
      },
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Mall Kiosk" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Station Kiosk" }));
    expect(screen.getByText("2 kiosks selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete kiosks" });
    expect(dialog).toHaveTextContent("Delete these 2 kiosks?");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Mall Kiosk (SN-MALL)", "Station Kiosk (SN-STATION)"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("One or more kiosks were not found; none was deleted.")).toBeInTheDocument();
    expect(bodiesOf(api, "post", "/api/kiosks/delete")).toEqual([{ ids: [mall.id, station.id] }]);
  });
});
