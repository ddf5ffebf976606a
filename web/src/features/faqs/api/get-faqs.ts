import type { Faq } from "@froyo/contracts";
import useSWR from "swr";

/** GET /api/faqs → .data: the company's own FAQ in display order; [] when it has none (the app then shows its own). */
export function useFaqs() {
  return useSWR<{ data: Faq[] }>("/api/faqs");
}
