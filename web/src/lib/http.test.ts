import { describe, expect, it, vi } from "vitest";
import { setCookie } from "../test/cookies";
import { fakeApi } from "../test/fake-api";
import { ApiError, NO_RESPONSE_MESSAGE } from "./api-error";
import { http } from "./http";
import { setUnauthenticatedListener } from "./unauthenticated";

describe("http client", () => {
  it("sends cookies and the JSON / AJAX headers to the same origin, with no timeout", async () => {
    const api = fakeApi({ "GET /auth/me": { status: 200, data: { data: null } } });
    await http.get("/auth/me");
    const [request] = api.requests;
    expect(request?.baseURL).toBe(window.location.origin);
    expect(request?.withCredentials).toBe(true);
    expect(request?.timeout).toBe(0);
    expect(request?.headers.Accept).toBe("application/json");
    expect(request?.headers["Content-Type"]).toBe("application/json");
    expect(request?.headers["X-Requested-With"]).toBe("XMLHttpRequest");
  });

  it("echoes the URL-decoded XSRF-TOKEN cookie in X-XSRF-TOKEN", async () => {
    setCookie("XSRF-TOKEN", "abc%2Bdef%3D%3D");
    const api = fakeApi({ "POST /auth/logout": { status: 204 } });
    await http.post("/auth/logout");
    expect(api.requests[0]?.headers["X-XSRF-TOKEN"]).toBe("abc+def==");
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("warns when any call has no XSRF-TOKEN cookie to send, a GET as a POST (spec section 7)", async () => {
    const api = fakeApi({ "GET /auth/me": { status: 200 }, "POST /auth/logout": { status: 204 } });
    await http.get("/auth/me");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("No XSRF-TOKEN cookie: GET /auth/me"));
    await http.post("/auth/logout");
    expect(api.requests[1]?.headers["X-XSRF-TOKEN"]).toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("No XSRF-TOKEN cookie: POST /auth/logout"));
  });

  it("sends a GET with the JSON content type through the browser's own transport (issue 21, part 9)", async () => {
    // The real XHR adapter, not the fake one: it is the one that dropped the header of a bodiless call.
    const sent = new Map<string, string>();
    vi.spyOn(XMLHttpRequest.prototype, "setRequestHeader").mockImplementation((name, value) => {
      sent.set(name.toLowerCase(), value);
    });
    const send = vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => undefined);
    const controller = new AbortController();
    const request = http.get("/api/products", { signal: controller.signal }).catch(() => undefined);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(sent.get("content-type")).toBe("application/json");
    expect(send).toHaveBeenCalledWith(null);
    controller.abort();
    await request;
  });

  it("rejects with 'Something went wrong!' when no response arrives", async () => {
    fakeApi({ "GET /auth/me": "network-error" });
    const error = await http.get("/auth/me").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: NO_RESPONSE_MESSAGE });
  });

  it("rejects with the server's body and status as one ApiError, and logs the failure", async () => {
    fakeApi({
      "POST /auth/login": {
        status: 422,
        data: { message: "The given data was invalid.", errors: { email: ["These credentials do not match."] } },
      },
      "GET /api/x": { status: 429, data: { message: "Too many attempts." }, headers: { "retry-after": "42" } },
    });
    const invalid = await http.post("/auth/login", {}).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({
      status: 422,
      message: "The given data was invalid.",
      errors: { email: ["These credentials do not match."] },
    });
    const throttled = await http.get("/api/x").catch((caught: unknown) => caught);
    expect(throttled).toMatchObject({ status: 429, message: "Too many attempts.", retryAfterSeconds: 42 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("POST /auth/login failed with 422"));
  });

  it("tells the session about a 401 so an expired session signs the user out", async () => {
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    fakeApi({ "GET /api/products": { status: 401, data: { message: "Unauthenticated." } } });
    await expect(http.get("/api/products")).rejects.toMatchObject({ status: 401, message: "Unauthenticated." });
    expect(listener).toHaveBeenCalledWith("/api/products");
    setUnauthenticatedListener(undefined);
  });
});
