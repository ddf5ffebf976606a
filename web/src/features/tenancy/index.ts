/** The tenancy feature's public face: the company this page belongs to, and whether it runs on a company's host. */
export { TenantProvider } from "./components/TenantProvider";
export { isCompanySubdomain, onCompanySubdomain } from "./is-company-subdomain";
export { TenantContext, type TenantState, useTenant } from "./tenant-context";
