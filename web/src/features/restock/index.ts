/**
 * The restock feature's public face. Visits (issue 24, part 5): a kiosk's visits, which the dashboard puts in the
 * fleet's kiosk panel (the kiosks feature knows no restock: it takes the view as a slot).
 */
export { KioskVisits } from "./components/visits/KioskVisits";
