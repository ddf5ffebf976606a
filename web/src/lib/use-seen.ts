import { type RefObject, useEffect, useState } from "react";

/**
 * True from the moment the element first shows on screen (and stays true): what is below the fold on a phone, such
 * as Home's chart, is downloaded when scrolled to rather than with the page. Where IntersectionObserver is missing
 * (old browsers, jsdom) the element counts as seen at once, which is the behaviour without this hook.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
