import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError, tooManyAttempts, ValidationError } from "../lib/http-errors.js";
import { errorsPlugin } from "./errors.js";

/** A bare Fastify with only the errors plugin, and routes that fail in each way the app's routes can. */
async function appWithFailingRoutes(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get("/boom", async () => {
    throw new Error("connection to 10.0.0.5 refused: secret detail");
  });
  app.get("/boom-5xx", async () => {
    throw Object.assign(new Error("upstream exploded"), { statusCode: 502 });
  });
  app.get("/conflict", async () => {
    throw Object.assign(new Error("Already taken."), { statusCode: 409 });
  });
  app.get("/throttled", async () => {
    throw tooManyAttempts(42);
  });
  app.get("/gone", async () => {
    throw new HttpError(410, "Gone for good.");
  });
  app.get("/invalid", async () => {
    throw new ValidationError({ name: ["The name field is required."], "items.0.qty": ["Too many.", "Odd."] });
  });
  app.post(
    "/echo",
    {
      schema: {
        body: z.object({
          name: z.string({ error: "The name field is required." }),
          nested: z.object({ n: z.number() }).optional(),
        }),
      },
    },
    async (request) => request.body,
  );
  app.post(
    "/strict",
    { schema: { body: z.strictObject({ name: z.string(), nested: z.strictObject({ n: z.number() }).optional() }) } },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe("the errors plugin", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithFailingRoutes();
  });
  afterAll(() => app.close());

  it("answers an unexpected error with 500 {message: 'Server Error'} and nothing of its cause", async () => {
    const response = await app.inject({ method: "GET", url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Server Error" });
    expect(response.payload).not.toMatch(/secret|10\.0\.0\.5|stack|at \//);
  });

  it("hides server-side failures that carry a 5xx status too", async () => {
    const response = await app.inject({ method: "GET", url: "/boom-5xx" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Server Error" });
  });

  it("passes a client error's status and message through as {message}", async () => {
    const response = await app.inject({ method: "GET", url: "/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Already taken." });
    const gone = await app.inject({ method: "GET", url: "/gone" });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: "Gone for good." });
  });

  it("sends an HttpError's headers", async () => {
    const response = await app.inject({ method: "GET", url: "/throttled" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("42");
    expect(response.json()).toEqual({ message: "Too many attempts. Please try again later." });
  });

  it("answers a ValidationError with 422 {message, errors}, the message being the first with a count of the rest", async () => {
    const response = await app.inject({ method: "GET", url: "/invalid" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The name field is required. (and 2 more errors)",
      errors: { name: ["The name field is required."], "items.0.qty": ["Too many.", "Odd."] },
    });
  });

  it("names each invalid field of a schema-validated body, nested ones with dots", async () => {
    const response = await app.inject({ method: "POST", url: "/echo", payload: { name: 5, nested: { n: "x" } } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.name).toEqual(["The name field is required."]);
    expect(Object.keys(body.errors)).toEqual(["name", "nested.n"]);
    expect(body.message).toBe("The name field is required. (and 1 more error)");
  });

  it("names each unknown field of a strict body (no mass assignment), nested ones with dots", async () => {
    const payload = { name: "x", company_id: "c", role: "Company Admin", nested: { n: 1, id: 2 } };
    const response = await app.inject({ method: "POST", url: "/strict", payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^The (company_id|role|id) field is not allowed. \(and 2 more errors\)$/),
      errors: {
        company_id: ["The company_id field is not allowed."],
        role: ["The role field is not allowed."],
        "nested.id": ["The id field is not allowed."],
      },
    });
  });

  it("names unknown fields that share a name with Object.prototype's members (was a 500)", async () => {
    const payload = '{"name": "x", "constructor": null, "toString": 1, "hasOwnProperty": "y"}';
    const response = await app.inject({
      method: "POST",
      url: "/strict",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(["constructor", "hasOwnProperty", "toString"]);
    expect(response.json().errors.toString).toEqual(["The toString field is not allowed."]);
  });

  it.each([
    ["an array", "[1,2]"],
    ["a string", '"hello"'],
    ["a number", "42"],
    ["null", "null"],
  ])("answers a body that is %s with 422 on 'body'", async (_case, payload) => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["body"]);
  });

  it.each([
    ["malformed JSON", "application/json", '{"name": "x",'],
    ["an empty JSON body", "application/json", ""],
    ["an unsupported content type", "text/xml", "<name>x</name>"],
  ])("answers %s with 422 and a body error", async (_case, contentType, payload) => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "The request body is not valid JSON.",
      errors: { body: ["The request body is not valid JSON."] },
    });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(2048) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: "The request body is too large.",
      errors: { body: ["The request body is too large."] },
    });
  });
});
