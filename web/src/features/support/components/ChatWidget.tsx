import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { getChatWidget } from "../../../lib/env";
import { loadChatWidgetScript, setChatContainerVisible } from "./chat-widget-dom";

/** Seed sections 2 and 9: the container's visibility is checked every 500 ms. */
export const CHAT_WIDGET_POLL_MS = 500;

function isSupportPage(pathname: string): boolean {
  return pathname.replace(/\/+$/, "") === "/support";
}

/**
 * The deployment's third-party chat widget (CHAT_WIDGET_URL; off when unset: nothing loaded, nothing rendered).
 * Mounted once in the dashboard shell: it adds the widget's script once, and shows the container the script
 * creates on /support only. The widget creates its container whenever it likes and may show it again by itself,
 * so the container is checked every 500 ms, at once on each navigation, and when the script has loaded.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const [config] = useState(getChatWidget);
  const visible = isSupportPage(pathname);

  useEffect(() => {
    if (!config) return;
    const script = loadChatWidgetScript(config.url);
    const apply = () => setChatContainerVisible(config.selector, visible);
    apply();
    script.addEventListener("load", apply);
    const timer = window.setInterval(apply, CHAT_WIDGET_POLL_MS);
    return () => {
      window.clearInterval(timer);
      script.removeEventListener("load", apply);
    };
  }, [config, visible]);

  useEffect(() => {
    if (!config) return;
    // Leaving the shell (signing out) leaves no chat on the public pages.
    return () => setChatContainerVisible(config.selector, false);
  }, [config]);

  return null;
}
