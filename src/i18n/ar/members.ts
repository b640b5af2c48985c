// Arabic texts of the 'members' area (src/i18n/en/members.ts, key for key). Keys: app.members.*
const messages = {
  app: {
    members: {
      title: 'قائمة الأعضاء',
      incomplete_title: 'قائمة الأعضاء غير المكتملين',
      by_package_title: 'قائمة الأعضاء',
      by_package_title_of: 'قائمة الأعضاء: %{name}',
      all_members: 'جميع الأعضاء',
      add: 'إضافة عضو جديد',
      update: 'تحديث العضو',
      section: 'معلومات العضو',
      incomplete_button: 'الأعضاء غير المكتملين',
      active_button: 'الأعضاء النشطون',
      transaction_summary: 'ملخص المعاملات',
      empty: 'لا يوجد أعضاء!',
      status_updated: 'تم تحديث حالة الأعضاء بنجاح.',
      adding: 'جارٍ إضافة العضو',
      updating: 'جارٍ تحديث العضو',
      added: 'تمت إضافة العضو الجديد بنجاح',
      updated: 'تم تحديث العضو بنجاح',
      email_in_use: 'البريد الإلكتروني المدخل مستخدم بالفعل',
      dob_after_today: 'لا يمكن أن يكون تاريخ الميلاد بعد اليوم',
      columns: {
        email_short: 'البريد الإلكتروني',
      },
      gender: {
        male: 'ذكر',
        female: 'أنثى',
        other: 'أفضّل عدم الإفصاح',
      },
      // The CSV file keeps the English headers (spec 1 §9); these name the same columns on screen.
      csv: {
        file: 'الأعضاء',
        name: 'الاسم',
        email: 'البريد الإلكتروني',
        phone: 'رقم الهاتف',
        gender: 'الجنس',
        membership: 'العضوية',
        city: 'المدينة',
        country: 'الدولة',
        registration_date: 'تاريخ التسجيل',
        age_group: 'الفئة العمرية',
        membership_start_date: 'تاريخ بدء العضوية',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    members: {
      fields: {
        coverImage: 'الصورة',
        name: 'الاسم',
        email: 'البريد الإلكتروني',
        city: 'المدينة',
        country: 'الدولة',
        createdAt: 'تاريخ التسجيل',
        package: {
          date: 'تاريخ بدء العضوية',
          name: 'العضوية',
        },
        isActive: 'الحالة',
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        countryCode: 'رمز الدولة',
        phoneNumber: 'رقم الهاتف',
        gender: 'الجنس',
        dob: 'تاريخ الميلاد',
        ageRange: 'الفئة العمرية',
        address1: 'سطر العنوان 1',
        address2: 'سطر العنوان 2',
        zipCode: 'الرمز البريدي',
        state: 'الولاية',
        packageName: 'باقة العضوية',
        image: 'الصورة',
      },
    },
  },
};

export default messages;
