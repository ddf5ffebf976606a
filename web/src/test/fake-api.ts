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

/**
 * Replaces the HTTP client's transport (its axios adapter), so the real client — interceptors, XSRF header, error
 * mapping — runs in tests against canned answers. An unlisted route answers 404, as the server would.
 */
export function fakeApi(routes: FakeRoutes): FakeApi {
  const api: FakeApi = { calls: [], requests: [] };
  http.defaults.adapter = async (config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    api.calls.push(key);
    api.requests.push(config);
    const route = routes[key] ?? routes[key.split("?")[0] ?? key] ?? { status: 404, data: { message: "Not found." } };
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
