import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type CompanyRow, findCompanyBySubdomain, findPlatformCompany } from "./tenants.repository.js";

/**
 * The tenant a request is made in, from its Host under APP_DOMAIN: a company's subdomain, the platform (the bare
 * domain, or a host outside APP_DOMAIN such as 127.0.0.1), or a subdomain no company owns.
 */
export type Tenant =
  | { kind: "company"; companyId: string; company: CompanyRow }
  | { kind: "platform"; companyId: string; company: CompanyRow }
  | { kind: "unknown"; companyId: null; subdomain: string };

declare module "fastify" {
  interface FastifyRequest {
    getTenant(): Promise<Tenant>;
  }
  interface FastifyInstance {
    platformCompany: CompanyRow;
    /** Call after a company's subdomain or branding changes, so the next request sees it. */
    forgetTenantCache(): void;
  }
}

const CACHE_MILLISECONDS = 10_000;

export function subdomainOf(hostname: string, appDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (!host.endsWith(`.${appDomain}`)) return null;
  return host.slice(0, -(appDomain.length + 1));
}

export const tenancyPlugin = fp(async (app: FastifyInstance, options: { appDomain: string }) => {
  const found = await findPlatformCompany(app.database.db);
  if (!found) throw new Error("The platform company is missing: run the migrations and the start-up setup.");
  const platform: CompanyRow = found;
  app.decorate("platformCompany", platform);

  const cache = new Map<string, { tenant: Tenant; expiresAt: number }>();
  app.decorate("forgetTenantCache", () => cache.clear());

  async function resolve(subdomain: string | null): Promise<Tenant> {
    if (subdomain === null) return { kind: "platform", companyId: platform.id, company: platform };
    // A DNS label only: "a.b.localhost" or odd characters never match a company.
    const company = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(subdomain)
      ? await findCompanyBySubdomain(app.database.db, subdomain)
      : undefined;
    return company
      ? { kind: "company", companyId: company.id, company }
      : { kind: "unknown", companyId: null, subdomain };
  }

  async function tenantOf(request: FastifyRequest): Promise<Tenant> {
    const subdomain = subdomainOf(request.hostname, options.appDomain);
    const key = subdomain ?? "";
    const hit = cache.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.tenant;
    const tenant = await resolve(subdomain);
    if (cache.size > 1000) cache.clear();
    cache.set(key, { tenant, expiresAt: Date.now() + CACHE_MILLISECONDS });
    return tenant;
  }

  app.decorateRequest("getTenant", function (this: FastifyRequest) {
    return tenantOf(this);
  });
});
