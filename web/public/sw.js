// The web app's service worker, for web push only (issue 12, decision 022). It is served from the site's root, so its
// scope is the whole app, and it is registered only when a user turns push on for this browser (the notification
// settings). It has no fetch handler: pages load from the network exactly as without it.
// Each push carries JSON: {title, body, url (absolute, on this company's site), tag, event, notification_id}.

// A new version takes over at once: there is no cache or page state that an old one would need to finish with.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload.title === "string" ? payload : null;
  } catch {
    return null; // not JSON: nothing we sent
  }
}

/** Only a page of this site is opened: a payload cannot send the user elsewhere. */
function pageUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin) return target.href;
  } catch {
    // an unreadable URL: the inbox instead
  }
  return new URL("/notifications", self.location.origin).href;
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // A later alert of the same kiosk and kind replaces the earlier one instead of stacking.
      tag: payload.tag,
      icon: "/favicon.svg",
      data: { url: pageUrl(payload.url), id: payload.notification_id },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? pageUrl("/notifications");
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
