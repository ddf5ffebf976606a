import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { useLinkedId } from "./use-linked-id";

const ID = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c5001";

function Probe() {
  const [opened, setOpened] = useState<string[]>([]);
  useLinkedId("kiosk", (id) => setOpened((before) => [...before, id]));
  return <output data-testid="opened">{opened.join(",")}</output>;
}

describe("an id handed over in the address", () => {
  it("opens it once and drops the parameter, keeping the others", async () => {
    renderWithApp(<Probe />, { route: `/dashboard?page=2&kiosk=${ID}` });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?page=2"));
    expect(screen.getByTestId("opened")).toHaveTextContent(ID);
    expect(screen.getByTestId("opened").textContent?.split(",")).toHaveLength(1);
  });

  it("drops anything that is not an id without opening it", async () => {
    renderWithApp(<Probe />, { route: "/dashboard?kiosk=../../etc" });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
    expect(screen.getByTestId("opened")).toHaveTextContent("");
  });
});
