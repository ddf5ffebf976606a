import type { CompanyPublic } from "@froyo/contracts";
import { useEffect } from "react";
import { readStoredFaviconUrl, safeLocalStorage } from "../settings/settings";

const DEFAULT_FAVICON = "/favicon.svg";

/**
 * The page icon: a `faviconUrl` kept in local storage wins (seed section 3; index.html's boot script sets it before
 * the first paint), else the company's favicon, else ours. Also gives the browser chrome the primary colour.
 */
export function useCompanyFavicon(company: CompanyPublic | null, primaryColor: string): void {
  const storage = safeLocalStorage();
  const faviconPath = (storage && readStoredFaviconUrl(storage)) ?? company?.favicon?.path ?? DEFAULT_FAVICON;
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
