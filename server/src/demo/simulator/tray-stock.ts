import type { Catalog, DeviceSale } from "@froyo/contracts";
import type { Random } from "../random.js";

/**
 * A virtual kiosk's trays as it counts them itself: a paid sale empties the trays holding its products (in position
 * order, as the server does), an empty tray's flavour cannot be sold, and now and then an attendant refills an
 * empty tray; the heartbeat reports the levels, which the server takes as the truth.
 */
export class TrayStock {
  private trays: { position: number; productId: string | null; capacity: number; level: number }[] = [];

  /** The server's view replaces ours (a refill or an edit in the back office shows up in the catalog). */
  adopt(trays: Catalog["trays"]): void {
    this.trays = trays.map((tray) => ({
      position: tray.position,
      productId: tray.product_id,
      capacity: tray.capacity,
      level: Math.min(tray.level, tray.capacity),
    }));
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
}
