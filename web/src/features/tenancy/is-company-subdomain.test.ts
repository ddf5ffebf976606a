import { describe, expect, it } from "vitest";
import { isCompanySubdomain } from "./is-company-subdomain";

describe("isCompanySubdomain", () => {
  it("is true for a subdomain of the app domain only", () => {
    expect(isCompanySubdomain("acme.localhost", "localhost")).toBe(true);
    expect(isCompanySubdomain("ACME.example.com", "example.com")).toBe(true);
    expect(isCompanySubdomain("localhost", "localhost")).toBe(false);
    expect(isCompanySubdomain("example.com", "example.com")).toBe(false);
    expect(isCompanySubdomain("evilexample.com", "example.com")).toBe(false);
    expect(isCompanySubdomain("acme.other.org", "example.com")).toBe(false);
  });
});
