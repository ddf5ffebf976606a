/** English texts of the training namespace (see i18n/resources.ts). */
export default {};
