import { createContext, use } from "react";

/**
 * Entries that run something instead of navigating, provided by whoever owns the behaviour. The shell wires them
 * (e.g. `openManual` from the training feature's password dialog); without one, the entry stays a link.
 */
export interface NavActions {
  openManual?: () => void;
}

export const NavActionsContext = createContext<NavActions>({});

export function useNavActions(): NavActions {
  return use(NavActionsContext);
}
