import { describe, expect, it, vi } from "vitest";
import { ApiError, NO_RESPONSE_MESSAGE } from "./api-error";
import { applyServerErrors } from "./form-errors";

type Values = { email: string; password: string };
const FIELDS = ["email", "password"] as const;

describe("applyServerErrors", () => {
  it("puts 422 field errors under their fields, focusing the first, and leaves no alert", () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      message: "Invalid.",
      errors: { email: ["Bad email."], password: ["Short."] },
    });
    expect(applyServerErrors<Values>(error, FIELDS, setError)).toBeNull();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      "email",
      { type: "server", message: "Bad email." },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      "password",
      { type: "server", message: "Short." },
      { shouldFocus: false },
    );
  });

  it("returns errors for fields the form does not show (an expired token) as the alert text", () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 422, message: "Invalid.", errors: { token: ["This link has expired."] } });
    expect(applyServerErrors<Values>(error, FIELDS, setError)).toBe("This link has expired.");
    expect(setError).not.toHaveBeenCalled();
  });

  it("returns the message of other failures, and the no-response text for anything unknown", () => {
    expect(applyServerErrors<Values>(new ApiError({ status: 429, message: "Too many." }), FIELDS, vi.fn())).toBe(
      "Too many.",
    );
    expect(applyServerErrors<Values>(new TypeError("boom"), FIELDS, vi.fn())).toBe(NO_RESPONSE_MESSAGE);
  });
});
