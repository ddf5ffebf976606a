import { ERROR_MESSAGES } from "@froyo/contracts";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { i18n, translateMessage } from "../../../i18n/i18n";
import { isApiError } from "../../../lib/api-error";
import { browserLocation } from "../../../lib/browser-location";
import { getAppDomain, getPublicSiteUrl } from "../../../lib/env";
import { showToast } from "../../../lib/toast";
import { checkSubdomain } from "../api/check-subdomain";
import { isCompanySubdomain } from "../is-company-subdomain";
import { TenantContext, type TenantState } from "../tenant-context";

function isCompanyNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.message === ERROR_MESSAGES.companyNotFound);
}

/**
 * Spec section 1: on a tenant subdomain, ask the server which company it is. An unknown subdomain leaves for the
 * public website; any other failure is a toast and the app carries on unbranded. No check on the bare domain.
 */
export function TenantProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TenantState>(() => ({
    company: null,
    checking: isCompanySubdomain(window.location.hostname, getAppDomain()),
  }));
  const shouldCheck = state.checking;

  useEffect(() => {
    if (!shouldCheck) return;
    let active = true;
    checkSubdomain()
      .then((company) => {
        // A transition: the branded re-render yields to the browser instead of blocking it in one long task.
        if (active) startTransition(() => setState({ company, checking: false }));
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (isCompanyNotFound(error)) {
          // Keep showing the loader while the browser leaves.
          browserLocation.replace(getPublicSiteUrl());
          return;
        }
        const serverMessage = isApiError(error) ? error.serverMessage : undefined;
        showToast(serverMessage ? translateMessage(serverMessage) : i18n.t("subdomainCheckFailed"), "error");
        setState({ company: null, checking: false });
      });
    return () => {
      active = false;
    };
  }, [shouldCheck]);

  return <TenantContext value={state}>{children}</TenantContext>;
}
