/**
 * The page side of the third-party chat widget: its script, added once, and the container element it creates,
 * hidden and shown again by inline style (the widget's own styles are left alone).
 */
const SCRIPT_MARKER = "data-chat-widget";

/** Adds the widget's script (async) unless the page already has it; returns the script element either way. */
export function loadChatWidgetScript(url: string): HTMLScriptElement {
  const existing = Array.from(document.querySelectorAll<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`)).find(
    (script) => script.getAttribute("src") === url,
  );
  if (existing) return existing;
  const script = document.createElement("script");
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARKER, "");
  document.body.append(script);
  return script;
}

interface InlineDisplay {
  value: string;
  priority: string;
}

/** The inline display each hidden container had before we hid it, to give it back as it was. */
const displayBeforeHiding = new WeakMap<HTMLElement, InlineDisplay>();

function findContainer(selector: string): HTMLElement | null {
  try {
    return document.querySelector<HTMLElement>(selector);
  } catch {
    return null; // CHAT_WIDGET_SELECTOR is not a valid selector: nothing we could show or hide
  }
}

/** Shows or hides the widget's container, if it exists yet. Hiding wins over the widget's own `!important`. */
export function setChatContainerVisible(selector: string, visible: boolean): void {
  const container = findContainer(selector);
  if (!container) return;
  const { style } = container;
  const before = displayBeforeHiding.get(container);
  if (visible) {
    if (!before) return;
    displayBeforeHiding.delete(container);
    if (before.value) style.setProperty("display", before.value, before.priority);
    else style.removeProperty("display");
    return;
  }
  if (!before) {
    displayBeforeHiding.set(container, {
      value: style.getPropertyValue("display"),
      priority: style.getPropertyPriority("display"),
    });
  }
  // Checked on every poll: a widget that shows itself again on another page is hidden again.
  if (style.getPropertyValue("display") !== "none" || style.getPropertyPriority("display") !== "important") {
    style.setProperty("display", "none", "important");
  }
}
