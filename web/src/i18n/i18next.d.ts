import "i18next";
import type { EnglishResources } from "./resources";

/** Typed keys: `t("shell:nav.home")` compiles only if the English text exists. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: EnglishResources;
  }
}
