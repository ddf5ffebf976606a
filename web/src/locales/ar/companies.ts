import type { Translation } from "../../i18n/translation";
import type en from "../en/companies";

const ar: Translation<typeof en> = {};
export default ar;
