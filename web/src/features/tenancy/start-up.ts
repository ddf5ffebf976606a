/*
 * What main.tsx starts before the app's own chunk loads: no React here, so the entry chunk stays as small as the
 * first requests need (index.ts would bring the provider with it).
 */
export { checkSubdomainRequest } from "./api/check-subdomain";
export { isCompanySubdomain } from "./is-company-subdomain";
