/** English texts of the common namespace (see i18n/resources.ts). */
export default {};
