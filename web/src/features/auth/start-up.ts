/*
 * What main.tsx starts before the app's own chunk loads: no React here, so the entry chunk stays as small as the
 * first requests need (index.ts would bring the providers and guards with it).
 */
export { currentUserRequest } from "./api/get-current-user";
