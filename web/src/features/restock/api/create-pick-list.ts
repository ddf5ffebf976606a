import type { CreatePickListInput, PickList } from "@froyo/contracts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { http } from "../../../lib/http";
import { PICK_LISTS_KEY } from "./get-pick-lists";

/** POST /api/restock/pick-lists → 201 with the new list; the pick lists tab refetches. */
export function useCreatePickList() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreatePickListInput): Promise<PickList> => {
      const response = await http.post<{ data: PickList }>(PICK_LISTS_KEY, body);
      void mutate(PICK_LISTS_KEY);
      return response.data.data;
    },
    [mutate],
  );
}
