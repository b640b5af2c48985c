// Arabic texts of the user area (src/i18n/en/userArea.ts, key for key). Keys: app.userArea.*
const messages = {
  app: {
    userArea: {
      title: 'عافيتي',
      nav: {
        label: 'منطقة المستخدم',
        dashboard: 'لوحة التحكم',
        registered: 'الفعاليات المسجل فيها',
        upcoming: 'الفعاليات القادمة',
        membership: 'باقة العضوية',
      },
      dashboard: { title: 'لوحة التحكم' },
      registered: {
        title: 'الفعاليات المسجل فيها',
        index: '#',
        name: 'اسم الفعالية',
        date: 'التاريخ',
        type: 'النوع',
        status: 'الحالة',
      },
      upcoming: {
        title: 'الفعاليات القادمة',
        search: 'ابحث عن فعالية',
        category: 'الفئة',
        all: 'الكل',
        no_courses: 'لم يتم العثور على دورات!',
      },
      event_types: {
        champion: 'بطل CWC',
        starter: 'مبتدئ CWC',
        explorer: 'مستكشف CWC',
      },
      event_status: {
        confirmed: 'مؤكد',
        pending: 'معلق',
      },
      membership: {
        title: 'باقة العضوية',
        per_year: 'سنويًا',
      },
      tiers: {
        starter: { name: 'المبتدئ', price: 'مجانًا' },
        explorer: { name: 'المستكشف', price: '$99' },
        champion: { name: 'البطل', price: '$199' },
      },
      benefits: {
        limited_sessions: 'جلسات محدودة',
        free_orientation: 'جلسة تعريفية مجانية واحدة',
        free_videos: 'فيديوهات مجانية',
        no_discount: 'خصم 0%',
        starter_badge: 'شارة المبتدئ',
        micro_periodic_10: 'خصم 10% على دورات التعلم المصغر والدورات الدورية',
        retreats_lifestyle_20: 'خصم 20% على الخلوات وجلسات نمط الحياة الصحي',
        marketplace_discounts: 'خصومات السوق',
        exclusive_videos: 'فيديوهات حصرية',
        newsletters_2: 'نشرتان إخباريتان',
        explorer_badge: 'شارة المستكشف',
        micro_20: 'خصم 20% على التعلم المصغر',
        retreats_food_camps_30: 'خصم 30% على الخلوات ومخيمات الغذاء',
        lifestyle_50: 'خصم 50% على جلسات نمط الحياة',
        food_diagnostics_discounts: 'خصومات على الأغذية والفحوصات',
        premium_videos: 'فيديوهات مميزة',
        mentor_follow_ups: 'متابعات مع المرشدين',
        newsletters_4: '4 نشرات إخبارية',
        champion_badge: 'شارة البطل',
      },
    },
  },
};

export default messages;
