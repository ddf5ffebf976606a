import { describe, expect, it } from "vitest";
import { subdomainOf } from "./tenancy.js";

describe("subdomainOf", () => {
  it.each([
    ["demo.localhost", "localhost", "demo"],
    ["DEMO.LocalHost", "localhost", "demo"],
    ["demo.localhost.", "localhost", "demo"],
    ["a.b.localhost", "localhost", "a.b"],
    ["demo.froyo.example.com", "froyo.example.com", "demo"],
  ])("finds the subdomain of %s under %s", (hostname, appDomain, expected) => {
    expect(subdomainOf(hostname, appDomain)).toBe(expected);
  });

  it.each([
    ["localhost", "localhost"],
    ["localhost.", "localhost"],
    ["evillocalhost", "localhost"],
    ["demo.localhost.evil.com", "localhost"],
    ["127.0.0.1", "localhost"],
    ["[::1]", "localhost"],
    ["", "localhost"],
    ["froyo.example.com", "froyo.example.com"],
    ["demofroyo.example.com", "froyo.example.com"],
    ["demo.example.com", "froyo.example.com"],
  ])("finds no subdomain in %s under %s (the platform)", (hostname, appDomain) => {
    expect(subdomainOf(hostname, appDomain)).toBeNull();
  });
});
