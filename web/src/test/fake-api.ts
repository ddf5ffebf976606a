import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { http } from "../lib/http";

export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * "METHOD /path" → a reply, or a function of the request; "network-error" simulates no response at all. A key with
 * a query string ("GET /api/users?page=2") matches that exact URL; one without matches the path with any query.
 */
export type FakeRoutes = Record<
  string,
  FakeReply | "network-error" | ((config: InternalAxiosRequestConfig) => FakeReply)
>;

export interface FakeApi {
  /** Every request the app made, in order ("POST /auth/login"). */
  calls: string[];
  /** The full request configs, for header and body assertions. */
  requests: InternalAxiosRequestConfig[];
}

const NOT_FOUND: FakeReply = { status: 404, data: { message: "Not found." } };

function routeFor(routes: FakeRoutes, key: string) {
  return routes[key] ?? routes[key.split("?")[0] ?? key] ?? NOT_FOUND;
}

/**
 * Replaces the transports under the real clients, so their code — interceptors, XSRF header, error mapping — runs
 * in tests against canned answers: axios's adapter (every call) and fetch (the start-up reads, lib/start-up-get.ts).
 * Both record into the same `calls`, in order. An unlisted route answers 404, as the server would.
 */
export function fakeApi(routes: FakeRoutes): FakeApi {
  const api: FakeApi = { calls: [], requests: [] };
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.pathname}${url.search}`;
    // Recorded in the shape of an axios request config, so assertions read both transports alike.
    const config = {
      method: (init?.method ?? "get").toLowerCase(),
      url: `${url.pathname}${url.search}`,
      headers: init?.headers,
      data: init?.body,
      withCredentials: init?.credentials === "include",
    } as unknown as InternalAxiosRequestConfig;
    api.calls.push(key);
    api.requests.push(config);
    const route = routeFor(routes, key);
    if (route === "network-error") throw new TypeError("Failed to fetch");
    const reply = typeof route === "function" ? route(config) : route;
    const body =
      reply.data === undefined ? "" : typeof reply.data === "string" ? reply.data : JSON.stringify(reply.data);
    return new Response(reply.status === 204 ? null : body, { status: reply.status, headers: reply.headers });
  };
  http.defaults.adapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    api.calls.push(key);
    api.requests.push(config);
    const route = routeFor(routes, key);
    if (route === "network-error") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, {});
    const reply = typeof route === "function" ? route(config) : route;
    const response: AxiosResponse = {
      data: reply.data ?? "",
      status: reply.status,
      statusText: "",
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, "ERR_BAD_RESPONSE", config, {}, response);
    }
    return response;
  };
  return api;
}
