import { expect } from "vitest";

/** `{message, errors: {field: [text, …]}}`, the one shape of every 422. */
export function expectValidationShape(body: unknown): void {
  expect(body).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  const { errors } = body as { errors: Record<string, unknown> };
  expect(Object.keys(errors).length).toBeGreaterThan(0);
  for (const messages of Object.values(errors)) {
    expect(Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === "string")).toBe(true);
  }
}
