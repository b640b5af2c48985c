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
        annual_cost: 'التكلفة السنوية ($)',
        monthly_cost: 'التكلفة الشهرية ($)',
        active: 'نشطة',
      },
      fields: {
        packageName: 'اسم الباقة',
        annualCost: 'التكلفة السنوية ($)',
        monthlyCost: 'التكلفة الشهرية ($)',
        hhSessions: 'عدد جلسات أبطال الصحة',
        wsgs: 'عدد مجموعات دعم العافية',
        benefits: 'العروض / المزايا',
        benefit: 'عرض / ميزة',
        colour: 'اللون',
        image: 'الصورة',
      },
    },
  },
};

export default messages;
