/** The notifications feature's public face: the bell the top bar shows. */
export { NotificationBell } from "./components/bell/NotificationBell";
