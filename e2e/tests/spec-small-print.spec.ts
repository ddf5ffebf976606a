import { expect } from "../support/fixtures.js";
import { test } from "../support/sessions.js";
import { appUrl } from "../support/urls.js";

// Issue 21, part 9: the spec's small print as a browser meets it, in one first visit to a template leftover: the
// app's /404 page instead of raw JSON, every call with the JSON content type (GETs included; spec section 7), and
// app-settings holding the direction from that first visit (spec section 3).
test("a first visit to /auth/jwt/sign-in shows the app's /404, its calls in JSON, its settings with a direction", async ({
  page,
}) => {
  const calls: { url: string; contentType: string | undefined }[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" || request.resourceType() === "xhr") {
      calls.push({ url: new URL(request.url()).pathname, contentType: request.headers()["content-type"] });
    }
  });
  await page.goto(appUrl("demo", "/auth/jwt/sign-in"));
  await expect(page).toHaveURL(appUrl("demo", "/404"));
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  expect(calls.map((call) => call.url)).toContain("/auth/me");
  for (const call of calls) expect(call, call.url).toMatchObject({ contentType: "application/json" });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("app-settings") ?? "{}"));
  expect(stored).toMatchObject({ direction: "ltr" });
});
