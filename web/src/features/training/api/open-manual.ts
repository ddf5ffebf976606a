import type { ManualLink, ManualPasswordInput } from "@froyo/contracts";
import { http } from "../../../lib/http";

/**
 * POST /api/training/manual → .data.url: the manual's link, only ever handed out here. A wrong password answers 422
 * with `errors.password` ("Incorrect password"); too many wrong answers 429.
 */
export async function requestManualLink(password?: string): Promise<string> {
  const body: ManualPasswordInput = password === undefined ? {} : { password };
  const response = await http.post<{ data: ManualLink }>("/api/training/manual", body);
  return response.data.data.url;
}
