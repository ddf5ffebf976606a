/** The kiosks feature's public face: the fleet, as Home shows it. */
export { KioskFleet } from "./components/KioskFleet";
