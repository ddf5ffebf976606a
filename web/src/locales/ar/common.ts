import type { Translation } from "../../i18n/translation";
import type en from "../en/common";

const ar: Translation<typeof en> = {
  loading: "جارٍ التحميل",
  logo: { company: "شعار {{name}}", product: "شعار Froyo Back Office" },
  actions: { cancel: "إلغاء", retry: "إعادة المحاولة", reload: "إعادة التحميل", close: "إغلاق" },
  empty: "لا يوجد شيء هنا بعد",
  comingSoon: "هذا القسم قيد الإعداد وسيظهر هنا قريبًا.",
  platformHome: {
    title: "هذه هي المنصة",
    description: "الأكشاك والمنتجات والمبيعات موجودة داخل كل شركة. افتح عنوان الشركة للعمل داخلها.",
    action: "إدارة الشركات",
  },
  pageFailed: { title: "تعذّر تحميل هذه الصفحة.", hint: "تحقّق من اتصالك، ثم أعد تحميل الصفحة." },
  password: { show: "إظهار كلمة المرور", hide: "إخفاء كلمة المرور" },
  list: {
    columns: "الأعمدة",
    exportCsv: "تصدير CSV",
    all: "الكل",
    sortBy: "الترتيب حسب",
    ascending: "{{column}}، تصاعديًا",
    descending: "{{column}}، تنازليًا",
    actionsFor: "إجراءات {{name}}",
    rowsPerPage: "عدد الصفوف في الصفحة:",
    displayedRows: "{{from}}–{{to}} من {{count}}",
  },
  timezone: {
    loading: "جارٍ تحميل المناطق الزمنية…",
    none: "لا توجد منطقة زمنية مطابقة",
    open: "فتح",
    close: "إغلاق",
    clear: "مسح",
  },
  notFound: {
    title: "الصفحة غير موجودة",
    text: "الصفحة التي تبحث عنها غير موجودة، أو ليست لديك صلاحية الوصول إليها.",
    home: "الذهاب إلى الرئيسية",
  },
  pages: {
    home: "الرئيسية",
    orders: "سجل الطلبات",
    analytics: "تحليلات المبيعات",
    products: "المنتجات",
    promoCodes: "رموز الخصم",
    notifications: "الإشعارات",
  },
  subdomainCheckFailed: "تعذّر التحقق من النطاق الفرعي",
};
export default ar;
