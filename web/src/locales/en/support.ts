/** English texts of the support namespace (see i18n/resources.ts). */
export default {};
