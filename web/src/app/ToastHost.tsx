import { lazy, Suspense } from "react";
import { useToasterRequested } from "../lib/toast";

const Toaster = lazy(async () => ({ default: (await import("./Toaster")).Toaster }));

/** Renders the toaster once the first toast is wanted (see lib/toast.ts). */
export function ToastHost() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
