/**
 * Messages of the shared schemas (contracts/) and of the API, by their English text. validation.test.ts checks that
 * every message the contracts define, and every fixed message the server sends, has an entry.
 */
const ar: Record<string, string> = {
  // The client's own text for a request that got no answer (seed section 8).
  "Something went wrong!": "حدث خطأ ما!",

  // contracts/src/errors.ts
  "Unauthenticated.": "يجب عليك تسجيل الدخول.",
  "This action is unauthorized.": "غير مصرّح لك بتنفيذ هذا الإجراء.",
  "CSRF token mismatch.": "رمز الحماية (CSRF) غير مطابق.",
  "Not found.": "غير موجود.",
  "Company not found": "الشركة غير موجودة",
  "Too many attempts. Please try again later.": "محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.",
  "These credentials do not match our records.": "بيانات الاعتماد هذه لا تطابق سجلاتنا.",
  "This password link is invalid or has expired.": "رابط كلمة المرور هذا غير صالح أو منتهي الصلاحية.",
  "Server Error": "خطأ في الخادم",
  "The given data was invalid.": "البيانات المُدخلة غير صالحة.",

  // contracts/src/auth.schema.ts
  "The email field is required.": "حقل البريد الإلكتروني مطلوب.",
  "The email must not be greater than 254 characters.": "يجب ألا يزيد البريد الإلكتروني على 254 حرفًا.",
  "The email must be a valid email address.": "يجب أن يكون البريد الإلكتروني عنوانًا صالحًا.",
  "The password field is required.": "حقل كلمة المرور مطلوب.",
  "The password must be at least 8 characters.": "يجب ألا تقل كلمة المرور عن 8 أحرف.",
  "The password must not be greater than 128 characters.": "يجب ألا تزيد كلمة المرور على 128 حرفًا.",
  "The password field confirmation does not match.": "تأكيد كلمة المرور غير مطابق.",
  "The password must not be your email address.": "يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.",
  "The token field is required.": "حقل الرمز مطلوب.",
  "The password confirmation field is required.": "حقل تأكيد كلمة المرور مطلوب.",
  "The current password field is required.": "حقل كلمة المرور الحالية مطلوب.",

  // contracts/src/companies.schema.ts
  "The name field is required.": "حقل الاسم مطلوب.",
  "The name must not be greater than 120 characters.": "يجب ألا يزيد الاسم على 120 حرفًا.",
  "The name must be a single line of text.": "يجب أن يكون الاسم سطرًا واحدًا من النص.",
  "The subdomain field is required.": "حقل النطاق الفرعي مطلوب.",
  "The subdomain must not be greater than 63 characters.": "يجب ألا يزيد النطاق الفرعي على 63 حرفًا.",
  "The subdomain may only contain letters, digits and inner hyphens.":
    "لا يجوز أن يحتوي النطاق الفرعي إلا على أحرف وأرقام وشرطات داخلية.",
  "This subdomain is reserved.": "هذا النطاق الفرعي محجوز.",
  "The primary colour must be a hex colour such as #DF7F8C.": "يجب أن يكون اللون الأساسي لونًا بصيغة hex مثل #DF7F8C.",
  "The public site URL must not be greater than 2048 characters.": "يجب ألا يزيد رابط الموقع العام على 2048 حرفًا.",
  "The public site URL must be an http(s) URL.": "يجب أن يكون رابط الموقع العام رابطًا يبدأ بـ http أو https.",
  "The tutorial URL must not be greater than 2048 characters.": "يجب ألا يزيد رابط الفيديوهات التعليمية على 2048 حرفًا.",
  "The tutorial URL must be an http(s) URL.": "يجب أن يكون رابط الفيديوهات التعليمية رابطًا يبدأ بـ http أو https.",
  "The manual URL must not be greater than 2048 characters.": "يجب ألا يزيد رابط دليل المستخدم على 2048 حرفًا.",
  "The manual URL must be an http(s) URL.": "يجب أن يكون رابط دليل المستخدم رابطًا يبدأ بـ http أو https.",
  "The manual password must not be greater than 128 characters.": "يجب ألا تزيد كلمة مرور الدليل على 128 حرفًا.",
  "The support email must be a valid email address.": "يجب أن يكون بريد الدعم عنوان بريد إلكتروني صالحًا.",
  "The timezone is not known.": "المنطقة الزمنية غير معروفة.",
  "The admin name must be a single line of text.": "يجب أن يكون اسم المسؤول سطرًا واحدًا من النص.",
  "The admin email must be a valid email address.": "يجب أن يكون بريد المسؤول عنوان بريد إلكتروني صالحًا.",
  "Failed to load companies": "تعذّر تحميل الشركات",
  "Company created successfully": "تم إنشاء الشركة بنجاح",
  "Failed to create company": "تعذّر إنشاء الشركة",
  "Company updated successfully": "تم تحديث الشركة بنجاح",
  "Failed to edit company": "تعذّر تعديل الشركة",
  "Company deleted successfully": "تم حذف الشركة بنجاح",
  "Failed to delete company": "تعذّر حذف الشركة",

  // contracts/src/faqs.schema.ts
  "The question field is required.": "حقل السؤال مطلوب.",
  "The question must not be greater than 300 characters.": "يجب ألا يزيد السؤال على 300 حرف.",
  "The question must not contain null characters.": "يجب ألا يحتوي السؤال على أحرف فارغة (null).",
  "The answer field is required.": "حقل الإجابة مطلوب.",
  "The answer must not be greater than 5000 characters.": "يجب ألا تزيد الإجابة على 5000 حرف.",
  "The answer must not contain null characters.": "يجب ألا تحتوي الإجابة على أحرف فارغة (null).",
  "The faqs field is required.": "حقل الأسئلة الشائعة مطلوب.",
  "The faqs must not have more than 50 items.": "يجب ألا تتجاوز الأسئلة الشائعة 50 عنصرًا.",

  // contracts/src/lists.schema.ts and audit.schema.ts
  "The page must be a number.": "يجب أن يكون رقم الصفحة رقمًا.",
  "The page must be a whole number.": "يجب أن يكون رقم الصفحة عددًا صحيحًا.",
  "The page must be at least 1.": "يجب ألا يقل رقم الصفحة عن 1.",
  "The page is too large.": "رقم الصفحة كبير جدًا.",
  "The per page must be a number.": "يجب أن يكون عدد العناصر في الصفحة رقمًا.",
  "The per page must be a whole number.": "يجب أن يكون عدد العناصر في الصفحة عددًا صحيحًا.",
  "The per page must be at least 1.": "يجب ألا يقل عدد العناصر في الصفحة عن 1.",
  "The per page must not be greater than 100.": "يجب ألا يزيد عدد العناصر في الصفحة على 100.",
  "The order must be asc or desc.": "يجب أن يكون الترتيب تصاعديًا (asc) أو تنازليًا (desc).",
  "The search must not be greater than 200 characters.": "يجب ألا يزيد نص البحث على 200 حرف.",
  "The company must be a company id.": "يجب أن تكون الشركة معرّف شركة.",
  "The from date must be an ISO date-time.": "يجب أن يكون تاريخ البداية تاريخًا ووقتًا بصيغة ISO.",
  "The to date must be an ISO date-time.": "يجب أن يكون تاريخ النهاية تاريخًا ووقتًا بصيغة ISO.",

  // contracts/src/roles.schema.ts and users.schema.ts
  "Unknown permission.": "صلاحية غير معروفة.",
  "The permissions field is required.": "حقل الصلاحيات مطلوب.",
  "Too many permissions.": "عدد الصلاحيات كبير جدًا.",
  "The sort field is invalid.": "حقل الفرز غير صالح.",
  "The role must be a valid id.": "يجب أن يكون الدور معرّفًا صالحًا.",
  "The status is invalid.": "الحالة غير صالحة.",
  "The role field is required.": "حقل الدور مطلوب.",
  "The status must be active or disabled.": "يجب أن تكون الحالة نشطة أو معطّلة.",
  "Nothing to update.": "لا يوجد ما يُحدَّث.",

  // contracts/src/support.schema.ts
  "The subject field is required.": "حقل الموضوع مطلوب.",
  "The subject must not be greater than 200 characters.": "يجب ألا يزيد الموضوع على 200 حرف.",
  "The subject must be a single line of text.": "يجب أن يكون الموضوع سطرًا واحدًا من النص.",
  "The category field is required.": "حقل الفئة مطلوب.",
  "The selected category is invalid.": "الفئة المختارة غير صالحة.",
  "The message field is required.": "حقل الرسالة مطلوب.",
  "The message must not be greater than 5000 characters.": "يجب ألا تزيد الرسالة على 5000 حرف.",
  "The message must not contain null characters.": "يجب ألا تحتوي الرسالة على أحرف فارغة (null).",

  // contracts/src/training.schema.ts (seed section 4)
  "The password must be text.": "يجب أن تكون كلمة المرور نصًا.",
  "Please enter password to download the manual:": "يُرجى إدخال كلمة المرور لتنزيل الدليل:",
  "Incorrect password": "كلمة المرور غير صحيحة",

  // server: auth
  "If that email address is registered, we have emailed a password reset link.":
    "إذا كان هذا البريد الإلكتروني مسجّلًا، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
  "Your password has been reset.": "تمت إعادة تعيين كلمة المرور.",
  "Your password has been set.": "تم تعيين كلمة المرور.",
  "Your password has been changed.": "تم تغيير كلمة المرور.",
  "This password reset link is invalid or has expired.": "رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية.",
  "This invitation link is invalid or has expired.": "رابط الدعوة هذا غير صالح أو منتهي الصلاحية.",
  "The provided password does not match your current password.": "كلمة المرور المُدخلة لا تطابق كلمة المرور الحالية.",
  "This password is too common. Please choose a less predictable one.":
    "كلمة المرور هذه شائعة جدًا. يُرجى اختيار كلمة مرور يصعب تخمينها.",

  // server: users and roles
  "The email has already been taken.": "البريد الإلكتروني مستخدم بالفعل.",
  "The selected role is invalid.": "الدور المختار غير صالح.",
  "Only an invited user can be sent an invitation; this one has already set a password.":
    "لا تُرسل الدعوة إلا إلى مستخدم مدعو، وقد عيّن هذا المستخدم كلمة مروره بالفعل.",
  "The invitation has been sent again.": "أُعيد إرسال الدعوة.",
  "You cannot change your own role.": "لا يمكنك تغيير دورك.",
  "You cannot change your own status.": "لا يمكنك تغيير حالتك.",
  "You cannot delete your own account.": "لا يمكنك حذف حسابك.",
  "The company must keep at least one active administrator.": "يجب أن تحتفظ الشركة بمسؤول نشط واحد على الأقل.",
  "An invited user becomes active by setting a password from the invitation.":
    "يصبح المستخدم المدعو نشطًا عندما يعيّن كلمة مرور من خلال الدعوة.",
  "This user never set a password; invite them again instead.":
    "لم يعيّن هذا المستخدم كلمة مرور قط، فادعُه مرة أخرى بدلًا من ذلك.",
  "Company roles cannot manage companies.": "لا يمكن لأدوار الشركة إدارة الشركات.",
  "The Company Admin role must keep 'view users' and 'edit users'.":
    "يجب أن يحتفظ دور مسؤول الشركة بصلاحيتي «عرض المستخدمين» و«تعديل المستخدمين».",
  "The to date must be after the from date.": "يجب أن يكون تاريخ النهاية بعد تاريخ البداية.",

  // server: companies
  "The subdomain has already been taken.": "النطاق الفرعي مستخدم بالفعل.",
  "The admin name field is required when admin email is present.": "حقل اسم المسؤول مطلوب عند إدخال بريد المسؤول.",
  "The admin email field is required when admin name is present.": "حقل بريد المسؤول مطلوب عند إدخال اسم المسؤول.",
  "The primary logo must not be greater than 2 MB.": "يجب ألا يزيد حجم الشعار الرئيسي على 2 ميغابايت.",
  "The footer logo must not be greater than 2 MB.": "يجب ألا يزيد حجم شعار التذييل على 2 ميغابايت.",
  "The favicon must not be greater than 2 MB.": "يجب ألا يزيد حجم أيقونة الموقع على 2 ميغابايت.",
  "The primary logo must be a PNG, JPEG or WebP image.": "يجب أن يكون الشعار الرئيسي صورة بصيغة PNG أو JPEG أو WebP.",
  "The footer logo must be a PNG, JPEG or WebP image.": "يجب أن يكون شعار التذييل صورة بصيغة PNG أو JPEG أو WebP.",
  "The favicon must be a PNG, JPEG or WebP image.": "يجب أن تكون أيقونة الموقع صورة بصيغة PNG أو JPEG أو WebP.",
  "The primary logo must not be larger than 4096 × 4096 pixels.":
    "يجب ألا تتجاوز أبعاد الشعار الرئيسي 4096 × 4096 بكسل.",
  "The footer logo must not be larger than 4096 × 4096 pixels.": "يجب ألا تتجاوز أبعاد شعار التذييل 4096 × 4096 بكسل.",
  "The favicon must not be larger than 4096 × 4096 pixels.": "يجب ألا تتجاوز أبعاد أيقونة الموقع 4096 × 4096 بكسل.",
  "The request must be multipart/form-data.": "يجب أن يكون الطلب بصيغة multipart/form-data.",
  "The form has too many parts.": "يحتوي النموذج على أجزاء كثيرة جدًا.",
  "The form has too many files: at most 3 images.": "يحتوي النموذج على ملفات كثيرة جدًا: 3 صور على الأكثر.",
  "The form has too many fields.": "يحتوي النموذج على حقول كثيرة جدًا.",
  "The form has a field that is not allowed.": "يحتوي النموذج على حقل غير مسموح به.",
  "A form field is not valid JSON as its content type declares.":
    "أحد حقول النموذج ليس JSON صالحًا كما يصرّح نوع محتواه.",
  "The form data could not be read.": "تعذّرت قراءة بيانات النموذج.",

  // server: request handling
  "This field is invalid.": "هذا الحقل غير صالح.",
  "The request body is too large.": "حجم الطلب كبير جدًا.",
  "The request body is not valid JSON.": "محتوى الطلب ليس JSON صالحًا.",
  "The database is not reachable.": "تعذّر الوصول إلى قاعدة البيانات.",
};
export default ar;
