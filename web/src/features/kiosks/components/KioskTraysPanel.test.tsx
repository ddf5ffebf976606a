import type { Kiosk, Tray } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../test/fake-api";
import { makeKiosk, makeTray } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { makeProduct } from "../../../test/product-fixtures";
import { bodiesOf, renderFleet } from "./fleet-test-support";

const mango = makeProduct({ name: "Mango" });
const berry = makeProduct({ name: "Blueberry" });

/** A server holding one kiosk: its trays change with each PATCH, and every read answers the current state. */
function fakeFleet(extra: FakeRoutes = {}) {
  let trays: Tray[] = [
    makeTray({ position: 1, level: 30 }),
    makeTray({ position: 2, level: 5, product_id: mango.id, product: { id: mango.id, name: "Mango" } }),
  ];
  const base = makeKiosk({ name: "Mall Kiosk" });
  const kiosk = (): Kiosk => ({ ...base, trays, low_trays: trays.filter((each) => each.is_low).length });
  const tray = trays[1] as Tray;
  const routes: FakeRoutes = {
    "GET /api/kiosks": () => ({ status: 200, data: page([kiosk()]) }),
    [`GET /api/kiosks/${base.id}/trays`]: () => ({ status: 200, data: { data: trays } }),
    "GET /api/products": { status: 200, data: page([mango, berry]) },
    [`PATCH /api/kiosks/${base.id}/trays/${tray.id}`]: (config) => {
      const input = JSON.parse(String(config.data)) as Partial<Tray> & { refill?: true };
      const { refill, ...changes } = input;
      const current = trays.find((each) => each.id === tray.id) as Tray;
      const chosen = [mango, berry].find((product) => product.id === changes.product_id);
      const product =
        changes.product_id === undefined ? current.product : chosen && { id: chosen.id, name: chosen.name };
      const next = { ...current, ...changes, product: product ?? null };
      if (refill) next.level = next.capacity;
      const updated = { ...next, is_low: next.level <= next.low_threshold };
      trays = trays.map((each) => (each.id === updated.id ? updated : each));
      return { status: 200, data: { data: updated } };
    },
    ...extra,
  };
  return { routes, kioskId: base.id, trayUrl: `/api/kiosks/${base.id}/trays/${tray.id}` };
}

async function openTrays() {
  await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
  return screen.getByRole("complementary", { name: "Trays of Mall Kiosk" });
}

describe("kiosk trays panel", { timeout: 15_000 }, () => {
  it("refills a tray with { refill: true } and updates the panel and the list", async () => {
    const fleet = fakeFleet();
    const { api } = renderFleet(fleet.routes);
    const list = await screen.findByRole("list", { name: "Kiosks" });
    expect(within(list).getByRole("meter", { name: "Tray 2: 5 of 50, low" })).toBeInTheDocument();
    expect(within(list).getByText("1 low tray")).toBeInTheDocument();
    const panel = await openTrays();
    expect(within(panel).getByText("Low")).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("button", { name: "Refill tray 2" }));
    expect(await screen.findByText("Tray refilled")).toBeInTheDocument();
    expect(bodiesOf(api, "patch", fleet.trayUrl)).toEqual([{ refill: true }]);
    expect(within(panel).getByRole("meter", { name: "Tray 2: 50 of 50" })).toBeInTheDocument();
    expect(within(panel).queryByText("Low")).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Refill tray 2" })).toBeDisabled();
    await waitFor(() => expect(within(list).getByRole("meter", { name: "Tray 2: 50 of 50" })).toBeInTheDocument());
    expect(within(list).queryByText("1 low tray")).not.toBeInTheDocument();
  });

  it("edits a tray: product from the catalogue, numbers checked against the capacity, only changes sent", async () => {
    const fleet = fakeFleet();
    const { api } = renderFleet(fleet.routes);
    const panel = await openTrays();
    await userEvent.click(within(panel).getByRole("button", { name: "Edit tray 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit tray 2" });
    expect(api.calls).toContain("GET /api/products?per_page=100&active=true");

    const level = within(dialog).getByLabelText("Level");
    await userEvent.clear(level);
    await userEvent.type(level, "60");
    const threshold = within(dialog).getByLabelText("Low threshold");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "51");
    const par = within(dialog).getByLabelText("Par level");
    expect(par).toHaveValue(50);
    await userEvent.clear(par);
    await userEvent.type(par, "51");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The level must not be greater than the capacity.")).toBeInTheDocument();
    expect(within(dialog).getByText("The low threshold must not be greater than the capacity.")).toBeInTheDocument();
    expect(within(dialog).getByText("The par level must not be greater than the capacity.")).toBeInTheDocument();
    expect(bodiesOf(api, "patch", fleet.trayUrl)).toEqual([]);

    await userEvent.clear(level);
    await userEvent.type(level, "20");
    await userEvent.clear(threshold);
    await userEvent.type(threshold, "15");
    await userEvent.clear(par);
    await userEvent.type(par, "40");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Product" }));
    await userEvent.click(await screen.findByRole("option", { name: "Blueberry" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Tray updated")).toBeInTheDocument();
    expect(bodiesOf(api, "patch", fleet.trayUrl)).toEqual([
      { product_id: berry.id, level: 20, low_threshold: 15, par_level: 40 },
    ]);
    expect(within(panel).getByText("Blueberry")).toBeInTheDocument();
    expect(within(panel).getByText("Low at 15 · par 40")).toBeInTheDocument();
    expect(within(panel).getByRole("meter", { name: "Tray 2: 20 of 50" })).toBeInTheDocument();
  });

  it("shows the server's message under its field", async () => {
    const fleet = fakeFleet();
    const refused = {
      status: 422,
      data: { message: "Invalid.", errors: { capacity: ["The capacity must not be greater than 10000."] } },
    };
    renderFleet({ ...fleet.routes, [`PATCH ${fleet.trayUrl}`]: refused });
    const panel = await openTrays();
    await userEvent.click(within(panel).getByRole("button", { name: "Edit tray 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit tray 2" });
    const capacity = within(dialog).getByLabelText("Capacity");
    await userEvent.clear(capacity);
    await userEvent.type(capacity, "60");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The capacity must not be greater than 10000.")).toBeInTheDocument();
    expect(capacity).toHaveAttribute("aria-invalid", "true");
  });

  it("offers no product choice when the catalogue is refused", async () => {
    const fleet = fakeFleet({ "GET /api/products": { status: 403, data: { message: "Forbidden." } } });
    renderFleet(fleet.routes);
    const panel = await openTrays();
    await userEvent.click(within(panel).getByRole("button", { name: "Edit tray 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit tray 2" });
    expect(await within(dialog).findByText(/The product catalogue is not available/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("combobox", { name: "Product" })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Capacity")).toHaveValue(50);
  });
});
