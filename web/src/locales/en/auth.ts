/** English texts of the auth namespace (see i18n/resources.ts). */
export default {};
