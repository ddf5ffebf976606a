import { createContext, use } from "react";

/**
 * What the entries get from the features that own the behaviour behind them; the shell wires them (see
 * TrainingNavActions). Without them the training entries link to their in-app pages.
 */
export interface NavActions {
  /** The 'User manual' entry runs this (the training feature's password dialog) instead of navigating. */
  openManual?: () => void;
  /** The 'Tutorial videos' entry opens this company link in a new tab. */
  tutorialUrl?: string;
}

export const NavActionsContext = createContext<NavActions>({});

export function useNavActions(): NavActions {
  return use(NavActionsContext);
}
