import type { CompanyPublic } from "@froyo/contracts";
import { useEffect } from "react";

const DEFAULT_FAVICON = "/favicon.svg";

/** Swaps the page icon and the browser theme colour for the branded company's. */
export function useCompanyFavicon(company: CompanyPublic | null, primaryColor: string): void {
  const faviconPath = company?.favicon?.path ?? DEFAULT_FAVICON;
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>("link[rel='icon']");
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.append(link);
    }
    if (link.getAttribute("href") !== faviconPath) {
      link.removeAttribute("type");
      link.href = faviconPath;
    }
  }, [faviconPath]);
  useEffect(() => {
    document.querySelector<HTMLMetaElement>("meta[name='theme-color']")?.setAttribute("content", primaryColor);
  }, [primaryColor]);
}
