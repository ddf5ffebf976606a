import { expect, type Page } from "@playwright/test";

/** The few labels the accessibility journeys look controls up by, in the language of a variant. */
export interface Labels {
  settings: string;
  /** The bell's name without its unread count ("Notifications, 3 unread"). */
  notifications: string;
  account: string;
  inviteUser: string;
  sendInvitation: string;
  openMenu: string;
  menu: string;
  signIn: string;
  sendResetLink: string;
  addKiosk: string;
  /** The add-kiosk form's submit button (the same words as its title in English, not in Arabic). */
  submitKiosk: string;
  /** "Trays of {name}": the open kiosk's trays panel. */
  traysOf: (kiosk: string) => string;
  newProduct: string;
  createProduct: string;
}

const ENGLISH: Labels = {
  settings: "Settings",
  notifications: "Notifications",
  account: "Account",
  inviteUser: "Invite user",
  sendInvitation: "Send invitation",
  openMenu: "Open menu",
  menu: "Menu",
  signIn: "Sign in",
  sendResetLink: "Send reset link",
  addKiosk: "Add kiosk",
  submitKiosk: "Add kiosk",
  traysOf: (kiosk) => `Trays of ${kiosk}`,
  newProduct: "New product",
  createProduct: "Create product",
};

const ARABIC: Labels = {
  settings: "الإعدادات",
  notifications: "الإشعارات",
  account: "الحساب",
  inviteUser: "دعوة مستخدم",
  sendInvitation: "إرسال الدعوة",
  openMenu: "فتح القائمة",
  menu: "القائمة",
  signIn: "تسجيل الدخول",
  sendResetLink: "إرسال رابط إعادة التعيين",
  addKiosk: "إضافة كشك",
  submitKiosk: "إضافة الكشك",
  traysOf: (kiosk) => `صواني ${kiosk}`,
  newProduct: "منتج جديد",
  createProduct: "إنشاء المنتج",
};

/** A way the app can look: the colour scheme, the language and the direction a user can choose. */
export interface Variant {
  name: string;
  /** Local storage as the settings drawer or the language switch would leave it. */
  storage: Record<string, string>;
  labels: Labels;
  /** Fails unless the page really shows this variant (a typo in a storage key would test light mode thrice). */
  expectShown(page: Page): Promise<void>;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

export const VARIANTS: readonly Variant[] = [
  {
    name: "light",
    storage: {},
    labels: ENGLISH,
    expectShown: async (page) => {
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    },
  },
  {
    name: "dark",
    storage: { "app-settings": JSON.stringify({ colorScheme: "dark" }), "theme-mode": "dark" },
    labels: ENGLISH,
    expectShown: async (page) => {
      expect(await bodyBackground(page)).toBe("rgb(20, 26, 33)");
    },
  },
  {
    // The direction follows the language when none was chosen: Arabic alone turns the page right-to-left.
    name: "Arabic right-to-left",
    storage: { "app-language": "ar" },
    labels: ARABIC,
    expectShown: async (page) => {
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    },
  },
];

/** Puts the variant's settings into local storage before the app's own scripts run, on every page opened. */
export async function applyVariant(page: Page, variant: Variant): Promise<void> {
  await page.addInitScript((stored) => {
    if (!location.protocol.startsWith("http")) return; // about:blank has no storage of its own
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, variant.storage);
}

/** A file-name-safe form of a label: "Arabic right-to-left" -> "Arabic-right-to-left". */
export const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
