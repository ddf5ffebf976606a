/**
 * The restock feature's public face. Visits (issue 24, part 5): a kiosk's visits, which the dashboard puts in the
 * fleet's kiosk panel (the kiosks feature knows no restock: it takes the view as a slot), and the sender the shell
 * mounts when visits wait on this phone.
 */
export { KioskVisits } from "./components/visits/KioskVisits";
export { VisitOutboxSender } from "./components/visits/VisitOutboxSender";
