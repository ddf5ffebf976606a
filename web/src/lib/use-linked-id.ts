import { useEffect, useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id handed over in the address, where a notification leads (`/dashboard?kiosk=<id>`, `/promo-codes?code=<id>`):
 * passes it to `open` once, then drops the parameter, so closing what it opened sticks and a reload does not reopen
 * it. Anything but an id is dropped unopened.
 */
export function useLinkedId(parameter: string, open: (id: string) => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(parameter);
  const latestOpen = useRef(open);
  useLayoutEffect(() => {
    latestOpen.current = open;
  });
  // The router drops the parameter in a transition: renders in between still show it, and must not open it again.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (linked === null) {
      handled.current = null;
      return;
    }
    if (handled.current === linked) return;
    handled.current = linked;
    if (UUID.test(linked)) latestOpen.current(linked);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(parameter);
        return next;
      },
      { replace: true },
    );
  }, [linked, parameter, setSearchParams]);
}
