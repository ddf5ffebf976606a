/** English texts of the companies namespace (see i18n/resources.ts). */
export default {};
