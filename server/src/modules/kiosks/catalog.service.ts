import type { Catalog } from "@froyo/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { products, trays } from "../../db/schema/index.js";
import type { Database } from "../../db/types.js";
import { companyLink } from "../../lib/company-link.js";
import type { DeviceKiosk } from "./device-kiosks.repository.js";

/**
 * What a kiosk sells and holds: the company's active products (pictures as absolute URLs on the company's own
 * subdomain, under APP_URL) and the kiosk's trays. Archived and inactive products are not offered.
 */
export async function catalogOf(database: Database, kiosk: DeviceKiosk, appUrl: string): Promise<Catalog> {
  const { companyId } = kiosk;
  const { offered, held } = await database.withTenant(companyId, async (tx) => ({
    offered: await tx
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        priceCents: products.priceCents,
        imagePath: products.imagePath,
      })
      .from(products)
      .where(and(eq(products.companyId, companyId), isNull(products.archivedAt), eq(products.active, true)))
      .orderBy(asc(products.name), asc(products.id)),
    held: await tx
      .select({ position: trays.position, productId: trays.productId, capacity: trays.capacity, level: trays.level })
      .from(trays)
      .where(and(eq(trays.companyId, companyId), eq(trays.kioskId, kiosk.id)))
      .orderBy(asc(trays.position)),
  }));
  return {
    kiosk: { id: kiosk.id, name: kiosk.name, timezone: kiosk.timezone },
    currency: kiosk.currency,
    products: offered.map((product) => ({
      id: product.id,
      name: product.name,
      sku: product.sku,
      price_cents: product.priceCents,
      image_url: product.imagePath ? companyLink(appUrl, kiosk.subdomain, product.imagePath, {}) : null,
    })),
    trays: held.map((tray) => ({
      position: tray.position,
      product_id: tray.productId,
      capacity: tray.capacity,
      level: tray.level,
    })),
    server_time: new Date().toISOString(),
  };
}
