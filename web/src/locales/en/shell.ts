/** English texts of the shell namespace (see i18n/resources.ts). */
export default {};
