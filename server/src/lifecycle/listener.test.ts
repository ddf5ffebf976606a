import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { Listener } from "./listener.js";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(port: number, pathname: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
  });
}

/** An app that answers /slow after `release()`, anything else at once. */
function fakeApp() {
  const waiting: (() => void)[] = [];
  const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const answer = () => response.writeHead(200, { "content-type": "text/plain" }).end(`app ${request.url}`);
    if (request.url === "/slow") waiting.push(answer);
    else answer();
  };
  const release = () => {
    for (const answer of waiting.splice(0)) answer();
  };
  return { handler, release, waiting };
}

describe("Listener: readiness and draining around the app", () => {
  let listener: Listener;
  const agents: http.Agent[] = [];
  const agent = () => {
    const made = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of agents.splice(0)) made.destroy();
    await listener.close(0);
  });

  it("answers /healthz and /readyz 503 'starting' with Retry-After until the app is ready, then hands over", async () => {
    listener = new Listener();
    const port = await listener.listen("127.0.0.1", 0);
    const client = agent();
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await get(port, path, client);
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ status: "starting" });
      expect(answer.headers["retry-after"]).toBe("5");
    }
    const page = await get(port, "/api/anything", client);
    expect([page.status, JSON.parse(page.body).message]).toEqual([503, expect.stringContaining("starting")]);

    const app = fakeApp();
    listener.serverFactory(app.handler);
    listener.ready();
    expect(await get(port, "/readyz", client)).toMatchObject({ status: 200, body: "app /readyz" });
    expect(await get(port, "/healthz", client)).toMatchObject({ status: 200, body: "app /healthz" });
  });

  it("while draining: finishes the request in flight, answers new ones 503 with Connection: close, refuses new connections", async () => {
    listener = new Listener();
    const port = await listener.listen("127.0.0.1", 0);
    const app = fakeApp();
    listener.serverFactory(app.handler);
    listener.ready();
    const busy = agent();
    const idle = agent();
    expect((await get(port, "/readyz", idle)).status).toBe(200);
    const inFlight = get(port, "/slow", busy);
    await expect.poll(() => app.waiting.length).toBe(1);

    const drained = listener.drain(5000);
    const readiness = await get(port, "/readyz", idle);
    expect(readiness.status).toBe(503);
    expect(readiness.headers.connection).toBe("close");
    expect(readiness.headers["retry-after"]).toBe("5");
    expect(JSON.parse(readiness.body)).toMatchObject({ status: "draining" });
    await expect(get(port, "/readyz", agent())).rejects.toMatchObject({ code: "ECONNREFUSED" });

    app.release();
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: "app /slow" });
    expect(answer.headers.connection).toBe("close");
    expect(await drained).toBe(true);
    expect(listener.unanswered).toBe(0);
  });

  it("draining while the app still starts: nothing reaches its routes, /healthz and /readyz say 'draining'", async () => {
    listener = new Listener();
    const port = await listener.listen("127.0.0.1", 0);
    const client = agent();
    expect((await get(port, "/readyz", client)).status).toBe(503);
    listener.serverFactory(fakeApp().handler); // built, not ready: a signal came first
    expect(await listener.drain(1000)).toBe(true);
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await get(port, path, agent()).catch(() => undefined);
      // New connections are refused; on the one kept alive, the listener answers itself.
      expect(answer).toBeUndefined();
    }
    const kept = await get(port, "/healthz", client);
    expect([kept.status, JSON.parse(kept.body).status, kept.headers.connection]).toEqual([503, "draining", "close"]);
    listener.ready();
    expect(listener.currentPhase).toBe("draining");
  });

  it("tells when the requests in flight outlast the bound", async () => {
    listener = new Listener();
    const port = await listener.listen("127.0.0.1", 0);
    const app = fakeApp();
    listener.serverFactory(app.handler);
    listener.ready();
    const inFlight = get(port, "/slow", agent()).catch((error: Error) => error);
    await expect.poll(() => app.waiting.length).toBe(1);
    expect(await listener.drain(50)).toBe(false);
    expect(listener.unanswered).toBe(1);
    await listener.close(0);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});
