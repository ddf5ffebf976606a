import type { Translation } from "../../i18n/translation";
import type en from "../en/support";

const ar: Translation<typeof en> = {};
export default ar;
