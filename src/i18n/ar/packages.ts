// Arabic texts of the 'packages' area (src/i18n/en/packages.ts, key for key). Keys: app.packages.*
const messages = {
  app: {
    packages: {
      title: 'باقات العضوية',
      add: 'إضافة باقة جديدة',
      edit_title: 'تحديث الباقة',
      empty: 'لا توجد باقات!',
      status_updated: 'تم تحديث حالة الباقة بنجاح.',
      adding: 'جارٍ إضافة الباقة',
      added: 'تمت إضافة الباقة بنجاح',
      updating: 'جارٍ تحديث الباقة',
      updated: 'تم تحديث الباقة بنجاح',
      benefit_required: 'أضف عرضًا أو ميزة واحدة على الأقل',
      name_taken: 'توجد باقة بهذا الاسم بالفعل',
      columns: {
        image: 'الصورة',
        name: 'الاسم',
        members: 'عدد المستخدمين',
        active: 'نشطة',
      },
      fields: {
        benefit: 'عرض / ميزة',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    packages: {
      fields: {
        packageName: 'اسم الباقة',
        annualCost: 'التكلفة السنوية ($)',
        monthlyCost: 'التكلفة الشهرية ($)',
        isActive: 'نشطة',
        hhSessions: 'عدد جلسات أبطال الصحة',
        wsgs: 'عدد مجموعات دعم العافية',
        colour: 'اللون',
        benefits: 'العروض / المزايا',
        file: 'الصورة',
        image: 'الصورة',
        packageStatus: 'حالة الباقة',
        eventDiscount: 'خصم الفعاليات (%)',
      },
    },
  },
};

export default messages;
