import { act, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatWidget } from "./ChatWidget";

const WIDGET_URL = "https://chat.example.com/widget.js";

function setMeta(name: string, content: string) {
  const meta = document.createElement("meta");
  meta.name = name;
  meta.content = content;
  meta.dataset.test = "chat";
  document.head.append(meta);
}

/** What the third-party script does when it runs: creates its container (shown by default). */
function createContainer(id = "chat-widget-container"): HTMLElement {
  const container = document.createElement("div");
  container.id = id;
  container.style.display = "block";
  document.body.append(container);
  return container;
}

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(path)}>
      {`go ${path}`}
    </button>
  );
}

function renderWidget(route: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[route]}>
        <ChatWidget />
        <GoTo path="/support" />
        <GoTo path="/dashboard" />
      </MemoryRouter>
    </StrictMode>,
  );
}

const widgetScripts = () => document.querySelectorAll(`script[src="${WIDGET_URL}"]`);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const element of document.querySelectorAll('[data-test="chat"], script[data-chat-widget], body > div[id]')) {
    element.remove();
  }
});

describe("chat widget", () => {
  it("loads nothing and renders nothing when the deployment has no widget", () => {
    const { container } = renderWidget("/support");
    expect(container.innerHTML).not.toContain("script");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("adds the widget's script once, async, through StrictMode, navigation and remounts", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    const first = renderWidget("/dashboard");
    expect(widgetScripts()).toHaveLength(1);
    expect((widgetScripts()[0] as HTMLScriptElement).async).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "go /support" }));
    first.unmount();
    renderWidget("/support");
    expect(widgetScripts()).toHaveLength(1);
  });

  it("hides the container on other pages, checking every 500 ms for one the widget creates later", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    renderWidget("/dashboard");
    const container = createContainer();
    advance(499);
    expect(container.style.display).toBe("block");
    advance(1);
    expect(container.style.display).toBe("none");
  });

  it("shows the container on /support only, switching at once on navigation", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    const container = createContainer();
    renderWidget("/support");
    advance(500);
    expect(container).toBeVisible();
    expect(container.style.display).toBe("block");

    fireEvent.click(screen.getByRole("button", { name: "go /dashboard" }));
    expect(container).not.toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "go /support" }));
    expect(container.style.display).toBe("block");
  });

  it("hides the container again when the widget shows it by itself on another page", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    const container = createContainer();
    renderWidget("/dashboard");
    expect(container.style.display).toBe("none");
    container.style.display = "flex";
    advance(500);
    expect(container.style.display).toBe("none");
  });

  it("checks as soon as the script has loaded, and uses the configured selector", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    setMeta("chat-widget-selector", "#help-bubble");
    renderWidget("/dashboard");
    const other = createContainer("chat-widget-container");
    const container = createContainer("help-bubble");
    act(() => {
      widgetScripts()[0]?.dispatchEvent(new Event("load"));
    });
    expect(container.style.display).toBe("none");
    expect(other.style.display).toBe("block");
  });

  it("hides the container when the shell goes away (signed out)", () => {
    setMeta("chat-widget-url", WIDGET_URL);
    const container = createContainer();
    const view = renderWidget("/support");
    expect(container.style.display).toBe("block");
    view.unmount();
    expect(container.style.display).toBe("none");
  });
});
