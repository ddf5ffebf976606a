import type { Translation } from "../../i18n/translation";
import type en from "../en/auth";

const ar: Translation<typeof en> = {
  fields: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    currentPassword: "كلمة المرور الحالية",
    newPassword: "كلمة المرور الجديدة",
    confirmPassword: "تأكيد كلمة المرور",
  },
  backToSignIn: "العودة إلى تسجيل الدخول",
  signIn: {
    title: "تسجيل الدخول",
    subtitle: "سجّل الدخول إلى لوحة الإدارة الخاصة بك.",
    subtitleOfCompany: "سجّل الدخول إلى لوحة إدارة {{company}}.",
    forgotPassword: "نسيت كلمة المرور؟",
    submit: "تسجيل الدخول",
  },
  forgotPassword: {
    title: "هل نسيت كلمة المرور؟",
    subtitle: "أدخل البريد الإلكتروني لحسابك وسنرسل إليك رابطًا لإعادة تعيين كلمة المرور.",
    submit: "إرسال رابط إعادة التعيين",
  },
  resetPassword: {
    title: "إعادة تعيين كلمة المرور",
    subtitle: "اختر كلمة مرور جديدة لا تقل عن {{min}} أحرف.",
    submit: "إعادة تعيين كلمة المرور",
  },
  setPassword: {
    title: "تعيين كلمة المرور",
    subtitle: "اختر كلمة مرور لا تقل عن {{min}} أحرف لتفعيل حسابك.",
    submit: "تعيين كلمة المرور",
  },
  changePassword: {
    title: "إعادة تعيين كلمة المرور",
    intro: "أدخل كلمة المرور الحالية، ثم اختر كلمة مرور جديدة لا تقل عن {{min}} أحرف.",
    submit: "إعادة تعيين كلمة المرور",
    done: "تمت إعادة تعيين كلمة المرور.",
  },
};
export default ar;
