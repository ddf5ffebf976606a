import type { Plugin } from "vite";

/**
 * Inlines the entry's stylesheet (the self-hosted fonts' @font-face rules and little else, ~2 KB compressed) into
 * index.html. As a <link> it was render-blocking: the first paint waited one more round trip for it.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "froyo:inline-entry-css",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post", // after Vite has added the <link> tags of the built assets
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== "asset") return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}
