/*
 * The browser's side of web push (decision 022): the service worker at /sw.js (web/public/sw.js, scope "/") receives
 * the pushes; the PushManager subscription is what the server sends them to. Nothing here talks to our API.
 */

const WORKER_URL = "/sw.js";

/** Push needs a secure page (https, or localhost), a service worker and the Push and Notification APIs. */
export function isPushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    window.isSecureContext &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/** This browser's subscription, if it has one; without looking, the service worker is not registered by a visit. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A VAPID key as pushManager.subscribe wants it: the raw bytes of the base64url text. */
export function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Registers the worker (once; later calls return it) and subscribes with the server's public key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  // Every push is shown to the user (userVisibleOnly): browsers refuse silent pushes anyway.
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(publicKey),
  });
}
