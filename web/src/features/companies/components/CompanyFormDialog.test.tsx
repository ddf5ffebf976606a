import { type CompanyAdmin, MAX_IMAGE_BYTES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { setCookie } from "../../../test/cookies";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { CompanyFormDialog } from "./CompanyFormDialog";

const acme: CompanyAdmin = {
  id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a01",
  name: "Acme Froyo",
  subdomain: "acme",
  primary_color_hex: "#112233",
  primary_logo: { path: "/uploads/acme/logo.png" },
  footer_logo: { path: "/uploads/acme/footer.png" },
  favicon: null,
  public_site_url: "https://acme.example.com",
  tutorial_url: "https://acme.example.com/tutorial",
  manual_url: null,
  has_manual_password: true,
  support_email: "help@acme.example.com",
  default_timezone: "Europe/Paris",
  currency: "USD",
  created_at: "2025-01-01T09:00:00.000Z",
};

/** Pasting instead of typing key by key: the same input events, far fewer re-renders of a large form. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const png = (name: string, bytes = 128) => new File([new Uint8Array(bytes)], name, { type: "image/png" });

function renderForm(company: CompanyAdmin | null, routes: FakeRoutes) {
  const api = fakeApi({ "GET /api/timezones": { status: 200, data: { data: ["UTC", "Europe/Paris"] } }, ...routes });
  const onClose = vi.fn();
  renderWithApp(
    <TestSwr>
      <CompanyFormDialog company={company} onClose={onClose} />
      <ToastHost />
    </TestSwr>,
    { user: makeUser("Super Admin"), route: "/companies" },
  );
  return { api, onClose, dialog: screen.getByRole("dialog") };
}

const sent = (api: { requests: InternalAxiosRequestConfig[] }) => {
  const request = api.requests.find((candidate) => candidate.method === "post");
  expect(request?.data).toBeInstanceOf(FormData);
  return { form: request?.data as FormData, request };
};

describe("company form", { timeout: 15_000 }, () => {
  it("creates a company as multipart form data with its image, and says so", async () => {
    setCookie("XSRF-TOKEN", "xsrf-123");
    const { api, onClose, dialog } = renderForm(null, { "POST /api/companies": { status: 201, data: { data: acme } } });
    expect(dialog).toHaveAccessibleName("New company");
    await fill(within(dialog).getByLabelText("Name"), "Acme Froyo");
    await fill(within(dialog).getByLabelText("Subdomain"), "Acme");
    await fill(within(dialog).getByLabelText("Admin email"), "boss@acme.example.com");
    const logo = png("logo.png");
    await userEvent.upload(within(dialog).getByLabelText("Primary logo"), logo);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create company" }));

    expect(await screen.findByText("Company created successfully")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const { form, request } = sent(api);
    expect(request?.url).toBe("/api/companies");
    expect(request?.headers.get("X-XSRF-TOKEN")).toBe("xsrf-123");
    expect(request?.headers.getContentType()).toMatch(/^multipart\/form-data/);
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      name: "Acme Froyo",
      subdomain: "acme",
      primary_color_hex: "#DF7F8C",
      default_timezone: "UTC",
      admin_email: "boss@acme.example.com",
    });
    expect(form.get("primary_logo")).toBe(logo);
    expect(form.has("footer_logo")).toBe(false);
  });

  it("refuses an image over 2 MB before uploading, with the server's message", async () => {
    const { api, dialog } = renderForm(null, { "POST /api/companies": { status: 201, data: { data: acme } } });
    const input = within(dialog).getByLabelText("Footer logo");
    await userEvent.upload(input, png("huge.png", MAX_IMAGE_BYTES + 1));
    expect(within(dialog).getByText("The footer logo must not be greater than 2 MB.")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("The footer logo must not be greater than 2 MB.");
    await fill(within(dialog).getByLabelText("Name"), "Acme Froyo");
    await fill(within(dialog).getByLabelText("Subdomain"), "acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create company" }));
    await screen.findByText("Company created successfully");
    expect(sent(api).form.has("footer_logo")).toBe(false);
  });

  it("shows the server's field errors under the fields and images, and the failure toast", async () => {
    const { dialog } = renderForm(null, {
      "POST /api/companies": {
        status: 422,
        data: {
          message: "The given data was invalid.",
          errors: {
            subdomain: ["The subdomain has already been taken."],
            favicon: ["The favicon must be a PNG, JPEG or WebP image."],
          },
        },
      },
    });
    await fill(within(dialog).getByLabelText("Name"), "Acme Froyo");
    await fill(within(dialog).getByLabelText("Subdomain"), "acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create company" }));
    expect(await screen.findByText("Failed to create company")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Subdomain")).toHaveAccessibleDescription(
      "The subdomain has already been taken.",
    );
    expect(within(dialog).getByLabelText("Favicon")).toHaveAccessibleDescription(
      "The favicon must be a PNG, JPEG or WebP image.",
    );
  });

  it("validates with the shared schema before sending", async () => {
    const { api, dialog } = renderForm(null, {});
    await fill(within(dialog).getByLabelText("Subdomain"), "www");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create company" }));
    expect(await within(dialog).findByText("The name field is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("This subdomain is reserved.")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("edits: every field sent, a blank manual password kept, a removed image flagged", async () => {
    const { api, dialog } = renderForm(acme, {
      [`POST /api/companies/${acme.id}`]: { status: 200, data: { data: acme } },
    });
    expect(dialog).toHaveAccessibleName("Edit Acme Froyo");
    expect(within(dialog).getByLabelText("Manual password")).toHaveAttribute("placeholder", "•••• (set)");
    expect(within(dialog).queryByLabelText("Admin email")).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Tutorial URL"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove footer logo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Company updated successfully")).toBeInTheDocument();
    const { form } = sent(api);
    expect(form.get("tutorial_url")).toBe("");
    expect(form.get("name")).toBe("Acme Froyo");
    expect(form.get("default_timezone")).toBe("Europe/Paris");
    expect(form.has("manual_password")).toBe(false);
    expect(form.get("remove_footer_logo")).toBe("1");
    expect(form.has("remove_primary_logo")).toBe(false);
  });

  it("says so when an edit fails", async () => {
    const { dialog } = renderForm(acme, {
      [`POST /api/companies/${acme.id}`]: { status: 500, data: { message: "Server Error" } },
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to edit company")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("alert")).toHaveTextContent("Server Error"));
  });
});
