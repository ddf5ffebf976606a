/** The companies feature's public face: the company list, for other features' filters. */
export { useCompanies } from "./api/get-companies";
