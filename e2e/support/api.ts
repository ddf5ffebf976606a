import type { Page } from "@playwright/test";

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A call to the API from inside the page, as the web app makes it: same origin, the page's cookies, and the CSRF
 * header from the XSRF-TOKEN cookie. For a test's set-up steps (the journey itself goes through the screens).
 * `form` sends multipart/form-data instead of JSON.
 */
export async function callApi(
  page: Page,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  payload: { json?: Record<string, unknown>; form?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, payload }) => {
      const cookie = document.cookie.split("; ").find((entry) => entry.startsWith("XSRF-TOKEN="));
      const headers: Record<string, string> = {
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        "X-XSRF-TOKEN": decodeURIComponent(cookie?.slice("XSRF-TOKEN=".length) ?? ""),
      };
      let body: BodyInit | undefined;
      if (payload.form) {
        const form = new FormData();
        for (const [name, value] of Object.entries(payload.form)) form.append(name, value);
        body = form;
      } else if (payload.json) {
        headers["Content-Type"] = "application/json";
        body = JSON.stringify(payload.json);
      }
      const response = await fetch(path, { method, headers, body, credentials: "same-origin" });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, path, payload },
  );
}

/** Fails with the answer in the message unless the call answered `status`. */
export function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
