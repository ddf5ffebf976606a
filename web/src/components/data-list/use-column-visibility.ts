import type { GridColumnVisibilityModel } from "@mui/x-data-grid";
import { useCallback, useState } from "react";

/** One key per list and signed-in user: people sharing a browser keep their own columns. */
export function columnVisibilityKey(listName: string, userId: string | null | undefined): string {
  return `froyo:columns:${listName}:${userId ?? "anonymous"}`;
}

export function readColumnVisibility(key: string): GridColumnVisibilityModel {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? "{}");
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, visible]) => typeof visible === "boolean"));
  } catch {
    return {}; // unreadable or blocked storage: every column shows
  }
}

/** The grid's column visibility, remembered in localStorage under `key`. */
export function useColumnVisibility(key: string) {
  const [state, setState] = useState(() => ({ key, model: readColumnVisibility(key) }));
  // Another user (or list) on the same component: load their columns instead.
  const current = state.key === key ? state : { key, model: readColumnVisibility(key) };
  if (current !== state) setState(current);

  const setModel = useCallback(
    (model: GridColumnVisibilityModel) => {
      setState({ key, model });
      try {
        window.localStorage.setItem(key, JSON.stringify(model));
      } catch {
        // storage full or blocked: the choice holds for this visit only
      }
    },
    [key],
  );
  return [current.model, setModel] as const;
}
