import { describe, expect, it, vi } from "vitest";
import { setCookie } from "../test/cookies";
import { fakeApi } from "../test/fake-api";
import { ApiError, NO_RESPONSE_MESSAGE } from "./api-error";
import { startUpGet } from "./start-up-get";
import { setUnauthenticatedListener } from "./unauthenticated";

describe("start-up reads (fetch)", () => {
  it("sends cookies and the spec's JSON / AJAX headers to the same origin", async () => {
    const api = fakeApi({ "GET /auth/me": { status: 200, data: { data: { id: "u1" } } } });
    await expect(startUpGet("/auth/me")).resolves.toEqual({ data: { id: "u1" } });
    const [request] = api.requests;
    expect(request?.withCredentials).toBe(true);
    expect(request?.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
    });
  });

  it("echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN, and warns when there is none (spec section 7)", async () => {
    const api = fakeApi({
      "GET /auth/me": { status: 200, data: { data: null } },
      "GET /check-subdomain": { status: 200, data: { data: null } },
    });
    await startUpGet("/auth/me");
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("No XSRF-TOKEN cookie: GET /auth/me"));
    setCookie("XSRF-TOKEN", "abc%2Bdef%3D%3D");
    await startUpGet("/check-subdomain");
    expect(api.requests[1]?.headers).toMatchObject({ "X-XSRF-TOKEN": "abc+def==" });
  });

  it("rejects with the server's message, status and Retry-After as one ApiError, and logs it", async () => {
    fakeApi({
      "GET /check-subdomain": { status: 404, data: { message: "Company not found" } },
      "GET /auth/me": { status: 429, data: { message: "Too many attempts." }, headers: { "retry-after": "7" } },
    });
    const missing = await startUpGet("/check-subdomain").catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: "Company not found", serverMessage: "Company not found" });
    expect(await startUpGet("/auth/me").catch((caught: unknown) => caught)).toMatchObject({
      status: 429,
      retryAfterSeconds: 7,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("GET /check-subdomain failed with 404"));
  });

  it("keeps a body that is not JSON (a proxy's error page) and falls back to a readable message", async () => {
    fakeApi({ "GET /check-subdomain": { status: 502, data: "<html>Bad gateway</html>" } });
    const error = await startUpGet("/check-subdomain").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, body: "<html>Bad gateway</html>", serverMessage: undefined });
    expect((error as ApiError).message).not.toBe("");
  });

  it("rejects with 'Something went wrong!' when no response arrives", async () => {
    fakeApi({ "GET /auth/me": "network-error" });
    expect(await startUpGet("/auth/me").catch((caught: unknown) => caught)).toMatchObject({
      status: 0,
      message: NO_RESPONSE_MESSAGE,
    });
  });

  it("tells the session about a 401, like every other call", async () => {
    const listener = vi.fn();
    setUnauthenticatedListener(listener);
    fakeApi({ "GET /auth/me": { status: 401, data: { message: "Unauthenticated." } } });
    await startUpGet("/auth/me").catch(() => undefined);
    expect(listener).toHaveBeenCalledWith("/auth/me");
    setUnauthenticatedListener(undefined);
  });
});
