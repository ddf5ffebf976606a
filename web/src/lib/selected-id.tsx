import { createContext, type ReactNode, use, useMemo, useState } from "react";

interface SelectedIdContextValue {
  selectedId: string | null;
  setSelectedId(id: string | null): void;
}

const SelectedIdContext = createContext<SelectedIdContextValue | null>(null);

/** Seed section 3: one selected id shared app-wide (e.g. the kiosk whose trays are open); it starts empty. */
export function SelectedIdProvider({ children }: { children: ReactNode }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const value = useMemo(() => ({ selectedId, setSelectedId }), [selectedId]);
  return <SelectedIdContext value={value}>{children}</SelectedIdContext>;
}

export function useSelectedId(): SelectedIdContextValue {
  const context = use(SelectedIdContext);
  if (!context) throw new Error("useSelectedId must be used within SelectedIdProvider");
  return context;
}
