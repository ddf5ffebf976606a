import { createServer } from "node:http";

/** The id of the element the fake widget creates (the server's default CHAT_WIDGET_SELECTOR). */
export const CHAT_CONTAINER_ID = "chat-widget-container";

/**
 * What a third-party chat script does, in miniature: it creates its container (a fixed bubble with a button) the
 * first time it runs. Accessible and readable, because the pages that show it are checked with axe; at the end of
 * the line (bottom-left in Arabic), so it never covers the side navigation.
 */
const WIDGET_SCRIPT = `(function () {
  if (document.getElementById(${JSON.stringify(CHAT_CONTAINER_ID)})) return;
  var container = document.createElement("div");
  container.id = ${JSON.stringify(CHAT_CONTAINER_ID)};
  container.style.cssText = "position:fixed;bottom:16px;inset-inline-end:16px;z-index:1200;";
  var button = document.createElement("button");
  button.type = "button";
  button.textContent = "Chat with us";
  button.style.cssText = "padding:10px 16px;border:0;border-radius:24px;background:#1b1b1f;color:#fff;font:600 14px sans-serif;cursor:pointer;";
  container.appendChild(button);
  document.body.appendChild(container);
})();
`;

export interface ChatWidgetServer {
  /** The script's URL, for CHAT_WIDGET_URL (another origin than the app: the CSP must allow it). */
  url: string;
  close(): Promise<void>;
}

/** A small HTTP server on another port serving the fake widget script, started by the global setup. */
export async function startChatWidgetServer(): Promise<ChatWidgetServer> {
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/widget.js") {
      response.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      response.end(WIDGET_SCRIPT);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://localhost:${port}/widget.js`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections(); // the browser's keep-alive sockets would hold close() open
        server.close(() => resolve());
      }),
  };
}

/** The fake widget's URL in the test workers (set by the global setup). */
export function chatWidgetUrl(): string {
  const url = process.env.E2E_CHAT_WIDGET_URL;
  if (!url) throw new Error("E2E_CHAT_WIDGET_URL is not set: run the tests with `npm test -w e2e`.");
  return url;
}
