// Arabic names of the resources (src/i18n/en/resources.ts, key for key). Keys: resources.<name>.name
// One form each: polyglot's Arabic plural has six forms, and the app names its resources in lists (plural).
const messages = {
  resources: {
    packages: { name: 'الباقات' },
    members: { name: 'الأعضاء' },
    payments: { name: 'المدفوعات' },
    transactions: { name: 'المعاملات' },
    groups: { name: 'المجموعات' },
    groupRequests: { name: 'طلبات الانضمام إلى المجموعات' },
    groupMembers: { name: 'أعضاء المجموعة' },
    heroes: { name: 'أبطال الصحة' },
    heroApplications: { name: 'طلبات أبطال الصحة' },
    heroSessionRequests: { name: 'طلبات الجلسات' },
    heroRegisteredUsers: { name: 'المستخدمون المسجلون' },
    spotlightVideos: { name: 'الفيديوهات المميزة' },
    partners: { name: 'شركاء الأعمال' },
    partnerRequests: { name: 'طلبات الشركاء' },
    vendors: { name: 'الموردون' },
    faqs: { name: 'الأسئلة الشائعة' },
    multimedia: { name: 'الوسائط المتعددة' },
    documents: { name: 'المستندات' },
    vouchers: { name: 'القسائم' },
    events: { name: 'الفعاليات' },
    speakers: { name: 'المتحدثون' },
    registrations: { name: 'المستخدمون المسجلون' },
    promoCodes: { name: 'رموز الخصم' },
    activity: { name: 'النشاط' },
    countries: { name: 'الدول' },
    profile: { name: 'الملف الشخصي' },
  },
};

export default messages;
