import type { Translation } from "../../i18n/translation";
import type en from "../en/support";

const ar: Translation<typeof en> = {
  page: {
    title: "الدعم",
    intro:
      "أخبرنا بما تحتاج إليه: مشكلة في أحد الأكشاك، أو سؤال عن الفواتير، أو الترقية إلى الباقة الاحترافية Pro. يرد فريقنا عبر البريد الإلكتروني.",
  },
  form: {
    heading: "إرسال تذكرة دعم",
    subject: "الموضوع",
    category: "الفئة",
    message: "الرسالة",
    messageHint: "صف ما حدث، والكشك المعني، وما كنت تتوقعه.",
    submit: "إرسال التذكرة",
    submitted: "أُرسلت تذكرتك «{{subject}}» إلى فريق الدعم. سنرد عليك عبر البريد الإلكتروني.",
    submittedToast: "أُرسلت التذكرة",
    failed: "تعذّر إرسال التذكرة",
  },
  categories: {
    technicalIssue: "مشكلة تقنية",
    kioskHardware: "أجهزة الكشك",
    billing: "الفواتير",
    featureRequest: "طلب ميزة جديدة",
    upgradeToPro: "الترقية إلى Pro",
    other: "أخرى",
  },
  statuses: {
    open: "مفتوحة",
    in_progress: "قيد المعالجة",
    resolved: "تم حلها",
  },
  tickets: {
    heading: "تذاكرك",
    subject: "الموضوع",
    category: "الفئة",
    status: "الحالة",
    submitted: "تاريخ الإرسال",
    loading: "جارٍ تحميل تذاكرك…",
    empty: "لا توجد تذاكر بعد",
    emptyDescription: "تظهر هنا التذاكر التي ترسلها مع حالتها.",
    loadFailed: "تعذّر تحميل تذاكرك",
    retry: "إعادة المحاولة",
    pages: "صفحات التذاكر",
  },
};
export default ar;
