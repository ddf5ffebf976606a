/**
 * @vitest-environment-options { "url": "http://acme.localhost:3000/sign-in" }
 */
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { browserLocation } from "../../../lib/browser-location";
import { fakeApi } from "../../../test/fake-api";
import { demoCompany } from "../../../test/fixtures";
import { useTenant } from "../tenant-context";
import { TenantProvider } from "./TenantProvider";

function TenantProbe() {
  const { company, checking } = useTenant();
  return <p>{checking ? "checking" : `company: ${company?.name ?? "none"}`}</p>;
}

function renderTenant() {
  render(
    <>
      <TenantProvider>
        <TenantProbe />
      </TenantProvider>
      <ToastHost />
    </>,
  );
}

describe("tenant check on a company subdomain", () => {
  it("loads the company of the subdomain", async () => {
    const api = fakeApi({ "GET /check-subdomain": { status: 200, data: { data: demoCompany } } });
    renderTenant();
    expect(screen.getByText("checking")).toBeInTheDocument();
    expect(await screen.findByText("company: Demo Froyo")).toBeInTheDocument();
    expect(api.calls).toEqual(["GET /check-subdomain"]);
  });

  it("sends visitors of an unknown subdomain to the public site", async () => {
    const meta = Object.assign(document.createElement("meta"), {
      name: "public-site-url",
      content: "https://froyo.example",
    });
    document.head.append(meta);
    const replace = vi.spyOn(browserLocation, "replace").mockImplementation(() => undefined);
    fakeApi({ "GET /check-subdomain": { status: 404, data: { message: "Company not found" } } });
    renderTenant();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("https://froyo.example"));
    expect(screen.getByText("checking")).toBeInTheDocument();
    meta.remove();
  });

  it("shows any other failure in a toast and carries on unbranded", async () => {
    fakeApi({ "GET /check-subdomain": { status: 500, data: { message: "Server Error" } } });
    renderTenant();
    expect(await screen.findByText("company: none")).toBeInTheDocument();
    expect(await screen.findByText("Server Error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();
  });

  it("falls back to 'Failed to check subdomain' when the failure has no message", async () => {
    fakeApi({ "GET /check-subdomain": { status: 502, data: "<html>Bad gateway</html>" } });
    renderTenant();
    expect(await screen.findByText("Failed to check subdomain")).toBeInTheDocument();
  });
});
