import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginSchema } from "./auth.schema.js";
import { checkLogin, EMAIL_MAX, LOGIN_PASSWORD_MAX } from "./login-rules.js";

/** What loginSchema says about an input, as the sign-in form sees it: the first message of each field, or the values. */
function schemaVerdict(input: unknown) {
  const parsed = loginSchema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

const emailLike = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((email) => `  ${email}\t`),
  fc.emailAddress().map((email) => `${"a".repeat(EMAIL_MAX)}${email}`),
  fc.stringMatching(/^[A-Za-z0-9_'+.\- @]{0,30}$/),
  fc.constantFrom("", " ", "a@b", "a@b.c", "a@b.co", ".a@b.co", "a.@b.co", "a..b@c.de", "a@-b.co", "é@b.co"),
  fc.string(),
);
const passwordLike = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", " ", "x".repeat(LOGIN_PASSWORD_MAX), "x".repeat(LOGIN_PASSWORD_MAX + 1)),
);
const fieldOrMissing = <T>(field: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: field }, fc.constant(undefined), fc.constant(null), fc.integer());

describe("the sign-in form's zod-free rules", () => {
  it("accept and refuse exactly what loginSchema does, with the same first message per field and the same values", () => {
    fc.assert(
      fc.property(fieldOrMissing(emailLike), fieldOrMissing(passwordLike), (email, password) => {
        const input = { email, password };
        expect(checkLogin(input)).toEqual(schemaVerdict(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it("are met by a real sign-in and refuse each field's broken rules", () => {
    expect(checkLogin({ email: " Admin@Demo.Example.com ", password: "demo-password" })).toEqual({
      ok: true,
      values: { email: "Admin@Demo.Example.com", password: "demo-password" },
    });
    expect(checkLogin({ email: "   ", password: "" })).toEqual({
      ok: false,
      errors: { email: "The email field is required.", password: "The password field is required." },
    });
    expect(checkLogin({ email: "not-an-email", password: "x" })).toEqual({
      ok: false,
      errors: { email: "The email must be a valid email address." },
    });
  });
});
