/**
 * The restock feature's public face (issue 24). Its pages are routed lazily from app/routes.ts; other features reach
 * restock only through what is exported here.
 */
export { pickListCsvUrl } from "./api/get-pick-list";
