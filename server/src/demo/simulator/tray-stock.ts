import type { Catalog, DeviceSale } from "@froyo/contracts";
import type { Random } from "../random.js";

interface StockedTray {
  position: number;
  productId: string | null;
  capacity: number;
  /** What the kiosk counts in the tray: what it can sell. */
  level: number;
  /** The level the server last had for the tray, as far as the kiosk knows (read in the catalog, or reported). */
  serverLevel: number;
}

/**
 * A virtual kiosk's trays as it counts them itself: a paid sale empties the trays holding its products (in position
 * order, as the server does), an empty tray's flavour cannot be sold, and now and then an attendant refills an
 * empty tray; the heartbeat reports the levels, which the server takes as the truth.
 *
 * Stock is added by people, and the server learns of it first (a refill in the back office, a technician's visit):
 * a tray whose level at the server rose above what the kiosk last knew of it was filled, and the kiosk takes that
 * level. A level that fell there is the kiosk's own sales arriving, already taken from its count, so its count stays.
 */
export class TrayStock {
  private trays: StockedTray[] = [];

  /** The server's view (the catalog): new trays, products and capacities as they are; levels when stock was added. */
  adopt(trays: Catalog["trays"]): void {
    this.trays = trays.map((tray) => {
      const server = Math.min(tray.level, tray.capacity);
      const known = this.trays.find((mine) => mine.position === tray.position);
      const same = known && known.productId === tray.product_id && known.capacity === tray.capacity;
      const level = same && server <= known.serverLevel ? known.level : server;
      return {
        position: tray.position,
        productId: tray.product_id,
        capacity: tray.capacity,
        level,
        serverLevel: server,
      };
    });
  }

  /** A product no tray holds (a topping dispensed by hand) is always available. */
  isAvailable(productId: string): boolean {
    const holding = this.trays.filter((tray) => tray.productId === productId);
    return holding.length === 0 || holding.some((tray) => tray.level > 0);
  }

  take(sale: DeviceSale): void {
    if (sale.status !== "paid") return;
    for (const item of sale.items) {
      let wanted = item.quantity;
      for (const tray of this.trays.filter((candidate) => candidate.productId === item.product_id)) {
        const taken = Math.min(tray.level, wanted);
        tray.level -= taken;
        wanted -= taken;
      }
    }
  }

  /** Each empty tray is refilled with the given chance: the attendant's round. */
  refillEmpty(random: Random, chance: number): void {
    for (const tray of this.trays) {
      if (tray.productId && tray.level === 0 && random() < chance) tray.level = tray.capacity;
    }
  }

  levels(): { position: number; level: number }[] {
    return this.trays.map((tray) => ({ position: tray.position, level: tray.level }));
  }

  /** The server took these levels (a heartbeat answered 200): they are now what it has. */
  reported(levels: readonly { position: number; level: number }[]): void {
    for (const { position, level } of levels) {
      const tray = this.trays.find((candidate) => candidate.position === position);
      if (tray) tray.serverLevel = level;
    }
  }
}
