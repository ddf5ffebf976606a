import "@fontsource-variable/public-sans";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { preloadCurrentPage } from "./app/preload-current-page";
import { currentUserRequest } from "./features/auth/api/get-current-user";
import { checkSubdomainRequest } from "./features/tenancy/api/check-subdomain";
import { isCompanySubdomain } from "./features/tenancy/is-company-subdomain";
import { getAppDomain } from "./lib/env";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Everything the first screen waits for starts now, in parallel: its code, the session and the tenant.
preloadCurrentPage(window.location.pathname);
currentUserRequest.start();
if (isCompanySubdomain(window.location.hostname, getAppDomain())) checkSubdomainRequest.start();

// A transition lets React yield while it builds the first tree, so the main thread is never blocked for long.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
