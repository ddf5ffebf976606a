import { useEffect } from "react";
import { useLocation } from "react-router";
import { doneProgress, startProgress } from "../lib/progress";

/**
 * Suspense fallback of lazy routes: the top progress bar runs while a navigated-to page's code loads. The page the
 * app opened on (react-router's "default" location key) is the browser's to indicate, so the bar's code is not
 * even downloaded then.
 */
export function RouteProgress() {
  const { key } = useLocation();
  const isNavigation = key !== "default";
  useEffect(() => {
    if (!isNavigation) return;
    startProgress();
    return doneProgress;
  }, [isNavigation]);
  return null;
}
