import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ListParamsSpec } from "../../lib/list-params";
import { useListParams } from "../../lib/use-list-params";
import { renderWithApp } from "../../test/render";
import { setViewportWidth } from "../../test/viewport";
import { DataList } from "./DataList";
import { columnVisibilityKey } from "./use-column-visibility";

interface Row {
  id: string;
  name: string;
  email: string;
}
const SPEC: ListParamsSpec<"status"> = {
  perPageOptions: [10, 25, 50],
  defaultPerPage: 10,
  sort: { fields: ["name", "email"], defaultField: "name", defaultOrder: "asc" },
  searchKey: "search",
  filters: { status: (value) => ["active", "disabled"].includes(value) },
};
const ROWS: Row[] = [
  { id: "1", name: "Ann", email: "ann@example.com" },
  { id: "2", name: "Bob", email: "bob@example.com" },
];

interface HarnessProps {
  rows?: Row[];
  total?: number;
  loading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
}

function Harness({ rows = ROWS, total = 40, loading = false, errorMessage, onRetry }: HarnessProps) {
  const { params, change } = useListParams(SPEC);
  return (
    <DataList<Row>
      label="People"
      listName="people"
      userId="user-1"
      columns={[
        { field: "name", headerName: "Name" },
        { field: "email", headerName: "Email" },
      ]}
      rows={rows}
      total={total}
      loading={loading}
      errorMessage={errorMessage}
      onRetry={onRetry}
      emptyLabel="No people yet"
      params={params}
      onParamsChange={change}
      toolbar={{
        search: { label: "Search people", value: params.search, onSearch: (search) => change({ search }) },
        exportHref: "/api/people/export.csv",
      }}
    />
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("data list", () => {
  it("shows the rows, the export link and the empty state", async () => {
    const { unmount } = renderWithApp(<Harness />, { route: "/people" });
    expect(await screen.findByText("Ann")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/people/export.csv");
    unmount();
    renderWithApp(<Harness rows={[]} total={0} />, { route: "/people" });
    expect(await screen.findByText("No people yet")).toBeInTheDocument();
  });

  it("shows a failed load with a Retry button", async () => {
    const onRetry = vi.fn();
    renderWithApp(<Harness errorMessage="Server Error" onRetry={onRetry} />, { route: "/people" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server Error");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("writes paging, sorting and a debounced search into the URL, back to page 1 on a new search", async () => {
    renderWithApp(<Harness />, { route: "/people?page=2" });
    await screen.findByText("Ann");
    await userEvent.click(screen.getByRole("button", { name: "Go to next page" }));
    expect(location()).toBe("/people?page=3");
    await userEvent.click(screen.getByText("Email"));
    expect(location()).toBe("/people?sort=email");
    await userEvent.type(screen.getByLabelText("Search people"), "ann");
    expect(location()).toBe("/people?sort=email");
    await waitFor(() => expect(location()).toBe("/people?sort=email&search=ann"));
  });

  it("keeps the page while a page loads without a known total", async () => {
    renderWithApp(<Harness rows={[]} total={undefined} loading />, { route: "/people?page=3" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe("/people?page=3");
  });

  it("remembers hidden columns per list and user", async () => {
    window.localStorage.setItem(columnVisibilityKey("people", "user-1"), JSON.stringify({ email: false }));
    renderWithApp(<Harness />, { route: "/people" });
    expect(await screen.findByText("Ann")).toBeInTheDocument();
    expect(screen.queryByText("ann@example.com")).not.toBeInTheDocument();
    window.localStorage.clear();
  });

  describe("below the medium breakpoint", () => {
    it("shows each row as a card with every visible column labelled, and keeps search and export", async () => {
      setViewportWidth(390);
      localStorage.setItem(columnVisibilityKey("people", "user-1"), JSON.stringify({ email: false }));
      renderWithApp(<Harness />, { route: "/people" });
      const list = await screen.findByRole("list", { name: "People" });
      expect(screen.queryByRole("grid")).not.toBeInTheDocument();
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((card) => card.textContent),
      ).toEqual(["Ann", "Bob"]);
      expect(screen.getByRole("searchbox", { name: "Search people" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Export CSV" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Columns" })).not.toBeInTheDocument();
    });

    it("sorts through a select and pages through the footer, in the address bar as on a wide screen", async () => {
      setViewportWidth(390);
      renderWithApp(<Harness />, { route: "/people" });
      const [ann] = within(await screen.findByRole("list", { name: "People" })).getAllByRole("listitem");
      expect(within(ann as HTMLElement).getByText("Email").nextElementSibling).toHaveTextContent("ann@example.com");
      await userEvent.click(screen.getByRole("combobox", { name: "Sort by" }));
      await userEvent.click(screen.getByRole("option", { name: "Email, descending" }));
      await waitFor(() => expect(location()).toContain("sort=email&order=desc"));
      await userEvent.click(screen.getByRole("button", { name: /next page/i }));
      await waitFor(() => expect(location()).toContain("page=2"));
    });

    it("shows a failed load with a Retry button, and the empty state", async () => {
      setViewportWidth(390);
      const onRetry = vi.fn();
      const { unmount } = renderWithApp(<Harness errorMessage="Server Error" onRetry={onRetry} />, {
        route: "/people",
      });
      expect(await screen.findByRole("alert")).toHaveTextContent("Server Error");
      await userEvent.click(screen.getByRole("button", { name: "Retry" }));
      expect(onRetry).toHaveBeenCalledOnce();
      unmount();
      renderWithApp(<Harness rows={[]} total={0} />, { route: "/people" });
      expect(await screen.findByText("No people yet")).toBeInTheDocument();
    });
  });
});
