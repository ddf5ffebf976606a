/**
 * The alerts other parts raise in their own transaction: a kiosk's heartbeat (device/), a promo code used up or
 * available again (promo codes, device/). The rest of the alerts run as this module's jobs.
 */
export { recordHeartbeatAlerts } from "./alerts/heartbeat-alerts.js";
export { endPromoExhausted, recordPromoExhausted } from "./alerts/promo-alerts.js";
