/**
 * The kiosks module's face toward the kiosks' API (device/): reading a presented key and finding the kiosk it names,
 * in one statement (the repository's `app_device_authenticate`).
 */
export { type PresentedKey, readApiKey } from "./api-keys.js";
export { authenticateKiosk, type DeviceKiosk } from "./device-kiosks.repository.js";
