import type { Plugin } from "vite";

/**
 * MUI's `createTheme` and `ThemeProvider` statically import the CSS-variables theme machinery (colour schemes,
 * CssVarsProvider, storage manager: ~8 KB gzip) even when a theme does not use it. This app's theme never sets
 * `colorSchemes` or `cssVariables`, and for such themes MUI's own code takes the plain path ("behaves exactly as
 * v5": createThemeNoVars, ThemeProviderNoVars). In the production build we point those two modules straight at the
 * plain ones, keeping the sign-in page under its JavaScript budget.
 *
 * Guard: the build fails if app code starts using `colorSchemes` or `cssVariables`; remove this plugin then.
 * See docs/decisions/006-light-sign-in-page.md.
 */
const MUI_STYLES_DIR = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/;
const PLAIN_MODULES: Record<string, string> = {
  "./createTheme.js": "./createThemeNoVars.js",
  "./ThemeProvider.js": "./ThemeProviderNoVars.js",
};
const APP_SOURCE = /[\\/]web[\\/]src[\\/].*\.tsx?$/;
const CSS_VARS_OPTIONS = /\b(colorSchemes|cssVariables)\b/;

export function muiWithoutCssVars(): Plugin {
  return {
    name: "froyo:mui-without-css-vars",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer) {
      const plain = PLAIN_MODULES[source];
      if (!plain || !importer || !MUI_STYLES_DIR.test(importer)) return null;
      return this.resolve(plain, importer, { skipSelf: true });
    },
    transform(code, id) {
      if (APP_SOURCE.test(id) && !id.includes(".test.") && CSS_VARS_OPTIONS.test(code)) {
        this.error(`${id} uses MUI colorSchemes/cssVariables: remove muiWithoutCssVars() from vite.config.ts first.`);
      }
      return null;
    },
  };
}
