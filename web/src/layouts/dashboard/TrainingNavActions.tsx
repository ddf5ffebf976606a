import { type ReactNode, useMemo } from "react";
import { useManualDownload, useTraining } from "../../features/training";
import { type NavActions, NavActionsContext } from "./nav/nav-actions";

/**
 * Wires the Training entries of every nav layout to the training feature: 'Tutorial videos' opens the company's
 * tutorial in a new tab, 'User manual' asks for its password and then opens it (the dialog renders here).
 */
export function TrainingNavActions({ children }: { children: ReactNode }) {
  const { training } = useTraining();
  const manual = useManualDownload();
  const actions = useMemo<NavActions>(
    () => ({
      tutorialUrl: training?.tutorial_url ?? undefined,
      openManual: training?.has_manual ? manual.open : undefined,
    }),
    [training, manual.open],
  );
  return (
    <NavActionsContext value={actions}>
      {children}
      {manual.dialog}
    </NavActionsContext>
  );
}
