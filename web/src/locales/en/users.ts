/** English texts of the users namespace (see i18n/resources.ts). */
export default {};
