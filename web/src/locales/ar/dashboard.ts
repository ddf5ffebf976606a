import type { Translation } from "../../i18n/translation";
import type en from "../en/dashboard";

const ar: Translation<typeof en> = {
  kpis: {
    label: "الأرقام الرئيسية",
    revenueToday: "إيرادات اليوم",
    ordersToday: "طلبات اليوم",
    revenueMonth: "إيرادات هذا الشهر",
    ordersMonth: "طلبات هذا الشهر",
    averageOrder: "متوسط قيمة الطلب",
    averageOrderHint: "هذا الشهر",
    kiosksOnline: "الأكشاك المتصلة",
    kiosksOnlineValue: "{{online}} من {{total}}",
    lowTrays: "صوانٍ منخفضة",
    lowTraysHint: "عند حدّها الأدنى أو تحته",
    vsYesterday: "مقارنةً بالأمس",
    vsLastMonth: "مقارنةً بالشهر الماضي",
  },
  changeToday: {
    up: "ارتفاع بنسبة {{value}} مقارنةً بالأمس في الوقت نفسه",
    down: "انخفاض بنسبة {{value}} مقارنةً بالأمس في الوقت نفسه",
    same: "لا تغيير مقارنةً بالأمس في الوقت نفسه",
    none: "لا مبيعات بالأمس حتى الوقت نفسه",
  },
  changeMonth: {
    up: "ارتفاع بنسبة {{value}} مقارنةً بالأيام نفسها من الشهر الماضي",
    down: "انخفاض بنسبة {{value}} مقارنةً بالأيام نفسها من الشهر الماضي",
    same: "لا تغيير مقارنةً بالأيام نفسها من الشهر الماضي",
    none: "لا مبيعات في الأيام نفسها من الشهر الماضي",
  },
  revenue30d: {
    title: "الإيرادات، آخر ٣٠ يومًا",
    date: "التاريخ",
    revenue: "الإيرادات",
    caption: "إيرادات كل يوم من آخر ٣٠ يومًا",
    todaySoFar: "اليوم حتى الآن",
    chart: "إيرادات كل يوم من آخر ٣٠ يومًا، واليوم حتى الآن بخط متقطع: تنقّل فيه بمفاتيح الأسهم",
  },
  topProducts: {
    title: "المنتجات الأكثر مبيعًا هذا الشهر",
    product: "المنتج",
    quantity: "المباع",
    revenue: "الإيرادات",
    none: "لا مبيعات هذا الشهر بعد.",
  },
  lostSales: {
    title: "مبيعات فائتة بسبب أكشاك غير متصلة",
    estimate: "تقدير",
    description: "تقدير لليوم من المبيعات المعتادة لكل كشك غير متصل في الساعة ويوم الأسبوع نفسيهما.",
    total: "نحو {{revenue}} في {{orders}}",
    kiosk: "الكشك",
    offline: "مدة الانقطاع",
    revenue: "الإيرادات المقدّرة",
    none: "لم ينقطع أي كشك.",
  },
  ordersCount_one: "طلب واحد",
  ordersCount_other: "{{n}} طلب",
  ordersCount_zero: "لا طلبات",
  ordersCount_two: "طلبان",
  ordersCount_few: "{{n}} طلبات",
  ordersCount_many: "{{n}} طلبًا",
  loadFailed: "تعذّر تحميل أرقام لوحة التحكم",
  retry: "إعادة المحاولة",
};

export default ar;
