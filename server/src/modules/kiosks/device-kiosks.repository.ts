import { literalSql } from "../../db/literal-sql.js";
import type { Database } from "../../db/types.js";
import type { PresentedKey } from "./api-keys.js";

/** The kiosk a device call authenticated as, with what its answers need. */
export interface DeviceKiosk {
  companyId: string;
  id: string;
  name: string;
  timezone: string;
  currency: string;
  subdomain: string | null;
  /** Changes whenever the kiosk's catalog would; only when asked for. */
  catalogTag: string | null;
}

interface DeviceKioskRow {
  company_id: string;
  id: string;
  name: string;
  timezone: string;
  currency: string;
  subdomain: string | null;
  catalog_tag: string | null;
}

/**
 * One statement, one round trip (`app_device_kiosk`, db/functions/app_device_kiosk.sql), through the simple query
 * protocol as the session lookup does. Throws the database's FY401 (unknown key) or FY403 (disabled kiosk); see
 * device-errors.ts.
 */
export async function authenticateKiosk(
  database: Database,
  key: PresentedKey,
  options: { withCatalogTag: boolean },
): Promise<DeviceKiosk> {
  const [row] = await database.queryLiterals<DeviceKioskRow>(
    literalSql`SELECT * FROM app_device_kiosk(${key.companyId}, ${key.kioskId}, ${key.hash}, ${String(options.withCatalogTag)})`,
  );
  if (!row) throw new Error("app_device_kiosk answered no row for an authenticated kiosk.");
  return {
    companyId: row.company_id,
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    currency: row.currency,
    subdomain: row.subdomain,
    catalogTag: row.catalog_tag,
  };
}
