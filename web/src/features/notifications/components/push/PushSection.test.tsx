import { NOTIFICATION_MESSAGES } from "@froyo/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { renderWithApp } from "../../../../test/render";
import { PushSection } from "./PushSection";

const ENDPOINT = "https://push.example.com/send/abc";
const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const subscriptionJson = { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: "p", auth: "a" } };

/**
 * A browser with push (jsdom has none): a service worker registration whose push manager keeps one subscription,
 * and a Notification permission that answers `permission`.
 */
function fakePushBrowser(permission: NotificationPermission) {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    current = { endpoint: ENDPOINT, unsubscribe, toJSON: () => subscriptionJson } as unknown as PushSubscription;
    return current;
  });
  const registration = { scope: "/", pushManager: { subscribe, getSubscription: async () => current } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal("isSecureContext", true);
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal(
    "Notification",
    Object.assign(class {}, { permission: "default", requestPermission: vi.fn(async () => permission) }),
  );
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { register, subscribe, unsubscribe };
}

function renderPush() {
  const api = fakeApi({
    "GET /api/notifications/push-key": { status: 200, data: { data: { public_key: KEY } } },
    "POST /api/notifications/push-subscriptions": { status: 201, data: { data: { id: "x" } } },
    "DELETE /api/notifications/push-subscriptions": { status: 204 },
  });
  renderWithApp(
    <>
      <PushSection canEdit />
      <ToastHost />
    </>,
    { user: makeUser() },
  );
  return api;
}

const pushSwitch = () => screen.getByRole("switch", { name: "Push notifications on this browser" });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("push notifications on this browser", { timeout: 15_000 }, () => {
  it("subscribes with the server's key and sends the subscription; turning off deletes it, then unsubscribes", async () => {
    const browser = fakePushBrowser("granted");
    const api = renderPush();
    expect(await screen.findByText("Off: this browser receives no push notifications.")).toBeInTheDocument();

    await userEvent.click(pushSwitch());
    expect(await screen.findByText(NOTIFICATION_MESSAGES.subscribed)).toBeInTheDocument();
    expect(pushSwitch()).toBeChecked();
    expect(browser.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    const options = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect((options[0].applicationServerKey as Uint8Array).length).toBe(65);
    const posted = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(posted?.data))).toEqual(subscriptionJson);

    await userEvent.click(pushSwitch());
    expect(await screen.findByText(NOTIFICATION_MESSAGES.unsubscribed)).toBeInTheDocument();
    const deleted = api.requests.find((request) => request.method === "delete");
    expect(JSON.parse(String(deleted?.data))).toEqual({ endpoint: ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
  });

  it("says how to unblock notifications when the browser's permission is denied, and subscribes nothing", async () => {
    const browser = fakePushBrowser("denied");
    const api = renderPush();
    await screen.findByText("Off: this browser receives no push notifications.");
    await userEvent.click(pushSwitch());
    expect(await screen.findByText(/Notifications are blocked for this site in the browser/)).toBeInTheDocument();
    expect(pushSwitch()).toBeDisabled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});
