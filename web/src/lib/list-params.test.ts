import { describe, expect, it } from "vitest";
import {
  changeListParams,
  type ListParamsSpec,
  parseListParams,
  toApiQuery,
  toExportQuery,
  writeListParams,
} from "./list-params";

const UUID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0009";
const SPEC: ListParamsSpec<"role_id" | "status"> = {
  perPageOptions: [10, 25, 50],
  defaultPerPage: 10,
  sort: { fields: ["name", "email", "created_at"], defaultField: "name", defaultOrder: "asc" },
  searchKey: "search",
  filters: {
    role_id: (value) => /^[0-9a-f-]{36}$/.test(value),
    status: (value) => ["invited", "active", "disabled"].includes(value),
  },
};
const parse = (query: string) => parseListParams(new URLSearchParams(query), SPEC);
const DEFAULTS = parse("");

describe("list params in the URL", () => {
  it("reads every value it owns", () => {
    expect(parse(`page=3&per_page=25&sort=email&order=desc&search=ann&role_id=${UUID}&status=invited`)).toEqual({
      page: 3,
      perPage: 25,
      sort: "email",
      order: "desc",
      search: "ann",
      filters: { role_id: UUID, status: "invited" },
    });
  });

  it("falls back to the defaults for missing or invalid values", () => {
    expect(DEFAULTS).toEqual({
      page: 1,
      perPage: 10,
      sort: "name",
      order: "asc",
      search: "",
      filters: { role_id: "", status: "" },
    });
    const invalid = "page=-2&per_page=33&sort=password&order=sideways&role_id=admin&status=deleted";
    expect(parse(invalid)).toEqual(DEFAULTS);
    expect(parse("page=abc&per_page=1e3")).toEqual(DEFAULTS);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse(`search=${"x".repeat(300)}`).search).toHaveLength(200);
  });

  it("writes only what differs from the defaults and keeps keys it does not own", () => {
    const current = new URLSearchParams("tab=users&page=4&status=active");
    const written = writeListParams(current, { ...DEFAULTS, perPage: 50, order: "desc", search: " ann " }, SPEC);
    expect(written.toString()).toBe("tab=users&per_page=50&order=desc&search=ann");
    expect(writeListParams(current, DEFAULTS, SPEC).toString()).toBe("tab=users");
  });

  it("survives a round trip", () => {
    const params = parse(`page=2&per_page=25&sort=created_at&order=desc&search=x&status=disabled`);
    expect(parseListParams(writeListParams(new URLSearchParams(), params, SPEC), SPEC)).toEqual(params);
  });

  it("goes back to page 1 when anything but the page changes", () => {
    const onPage3 = { ...DEFAULTS, page: 3 };
    expect(changeListParams(onPage3, { page: 4 }).page).toBe(4);
    expect(changeListParams(onPage3, { filters: { status: "active" } })).toMatchObject({
      page: 1,
      filters: { role_id: "", status: "active" },
    });
    expect(changeListParams(onPage3, { search: "bob" }).page).toBe(1);
    expect(changeListParams(onPage3, { sort: "email", order: "desc" }).page).toBe(1);
    expect(changeListParams(onPage3, { perPage: 25 }).page).toBe(1);
  });

  it("asks the API with explicit paging and sort, and exports without paging", () => {
    const params = parse(`page=2&status=active`);
    expect(toApiQuery(params, SPEC).toString()).toBe("page=2&per_page=10&sort=name&order=asc&status=active");
    expect(toExportQuery(params, SPEC).toString()).toBe("sort=name&order=asc&status=active");
  });
});
