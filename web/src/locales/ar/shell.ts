import type { Translation } from "../../i18n/translation";
import type en from "../en/shell";

const ar: Translation<typeof en> = {
  appName: "Froyo Back Office",
  nav: {
    label: "التنقل الرئيسي",
    homeLink: "الرئيسية",
    groups: {
      dashboard: "لوحة التحكم",
      management: "الإدارة",
      support: "الدعم",
      training: "التدريب",
    },
    items: {
      home: "الرئيسية",
      statements: "كشوف الحساب",
      orders: "سجل الطلبات",
      analytics: "تحليلات المبيعات",
      products: "المنتجات",
      promoCodes: "رموز الخصم",
      notifications: "الإشعارات",
      restock: "إعادة التعبئة",
      users: "المستخدمون",
      companies: "الشركات",
      support: "إرسال تذكرة دعم",
      tutorial: "فيديوهات تعليمية",
      manual: "دليل المستخدم",
    },
    pro: "احترافي",
    opensInNewTab: "يُفتح في علامة تبويب جديدة",
  },
  upgrade: {
    title: "الترقية إلى Pro",
    price: "فقط ٦٥ US$ شهريًا",
    features: {
      promoCodes: "إنشاء رموز الخصم",
      pushNotifications: "تفعيل الإشعارات الفورية",
    },
    button: "الترقية إلى Pro",
  },
  topBar: {
    openMenu: "فتح القائمة",
    settings: "الإعدادات",
  },
  mobileNav: {
    label: "القائمة",
    close: "إغلاق القائمة",
  },
  userMenu: {
    account: "الحساب",
    clientId: "رقم العميل: {{id}}",
    notAvailable: "غير متوفر",
    resetPassword: "إعادة تعيين كلمة المرور",
    logOut: "تسجيل الخروج",
  },
  footer: {
    logoAlt: "شعار {{company}}",
    licensed: "هذا البرنامج مرخّص من {{company}}، LLC.",
    rights: "© {{year}} Froyo Back Office. جميع الحقوق محفوظة.",
  },
  language: {
    label: "اللغة",
  },
  settings: {
    title: "الإعدادات",
    close: "إغلاق الإعدادات",
    reset: "إعادة تعيين الإعدادات",
    display: "العرض",
    darkMode: "الوضع الداكن",
    highContrast: "تباين عالٍ",
    highContrastHint: "خلفية رمادية فاتحة وبطاقات مسطّحة",
    rightToLeft: "من اليمين إلى اليسار",
    compactLayout: "تخطيط مضغوط",
    compactLayoutHint: "عرض محتوى الصفحة ١٢٠٠ بكسل كحدّ أقصى، في المنتصف",
    presets: "ألوان جاهزة",
    preset: {
      default: "لون الشركة",
      cyan: "سماوي",
      purple: "بنفسجي",
      blue: "أزرق",
      orange: "برتقالي",
      red: "أحمر",
    },
    navigation: "التنقل",
    navLayout: "تخطيط التنقل",
    layout: {
      vertical: "عمودي",
      horizontal: "أفقي",
      mini: "مصغّر",
    },
    navColor: "لون التنقل",
    navColorOption: {
      integrate: "مدمج",
      apparent: "بارز",
    },
    font: "الخط",
    language: "اللغة",
    fullscreen: "ملء الشاشة",
    exitFullscreen: "الخروج من ملء الشاشة",
  },
};
export default ar;
