import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "success" | "error" | "warning" | "info";

export interface Toast {
  message: string;
  variant: ToastVariant;
}

type Deliver = (toast: Toast) => void;

/**
 * The one way to show a toast. The toast library (notistack) is only downloaded once a toast is wanted, keeping
 * it off the sign-in page's first load: toasts wait here until the toaster has mounted and attached itself.
 */
let pending: Toast[] = [];
let deliver: Deliver | undefined;
let requested = false;
const listeners = new Set<() => void>();

function setRequested(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function showToast(message: string, variant: ToastVariant = "default"): void {
  const toast = { message, variant };
  if (deliver) deliver(toast);
  else pending.push(toast);
  setRequested();
}

/** Mounts the toaster ahead of the first toast (the dashboard does, so its first toast shows without delay). */
export function requestToaster(): void {
  setRequested();
}

/** Called by the mounted toaster: flushes the waiting toasts and receives the next ones directly. */
export function attachToaster(receiver: Deliver): () => void {
  deliver = receiver;
  const waiting = pending;
  pending = [];
  for (const toast of waiting) receiver(toast);
  return () => {
    if (deliver === receiver) deliver = undefined;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something asked for toasts: the app then renders the (lazy) toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(subscribe, () => requested);
}
