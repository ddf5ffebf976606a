import type { Training } from "@froyo/contracts";
import { useCallback } from "react";
import useSWR from "swr";

export const TRAINING_KEY = "/api/training";

/**
 * GET /api/training → .data: the company's tutorial link and whether its manual exists and asks for a password.
 * Exported for the navigation's Training entries as well as the training pages.
 */
export function useTraining() {
  const { data, error, isLoading, mutate } = useSWR<{ data: Training }>(TRAINING_KEY);
  /** Fetches it again; resolves with the fresh value (undefined when that failed). */
  const reload = useCallback(async (): Promise<Training | undefined> => (await mutate())?.data, [mutate]);
  return { training: data?.data, error: error as unknown, isLoading, reload };
}
