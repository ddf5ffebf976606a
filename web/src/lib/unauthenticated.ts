type UnauthenticatedListener = (url: string) => void;
let listener: UnauthenticatedListener | undefined;

/** Lets the session drop the user when any call answers 401 (an expired session), so the guard sends them to sign-in. */
export function setUnauthenticatedListener(next: UnauthenticatedListener | undefined): void {
  listener = next;
}

export function notifyUnauthenticated(url: string): void {
  listener?.(url);
}
