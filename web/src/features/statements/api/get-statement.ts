import type { Statement } from "@froyo/contracts";
import useSWR from "swr";

const path = (id: string) => `/api/statements/${encodeURIComponent(id)}`;

/** GET /api/statements/{id}: one statement (another client's answers 404, like one that does not exist). */
export function useStatement(id: string | undefined) {
  return useSWR<{ data: Statement }>(id ? path(id) : null);
}

/**
 * The statement as a file (GET /api/statements/{id}.pdf or .csv), downloaded by a plain same-origin link: the session
 * cookie goes along and the browser keeps the file under the server's name.
 */
export function statementFileUrl(id: string, type: "pdf" | "csv"): string {
  return `${path(id)}.${type}`;
}
