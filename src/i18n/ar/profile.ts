// Arabic texts of the admin profile (src/i18n/en/profile.ts, key for key). Keys: app.profile.*
const messages = {
  app: {
    profile: {
      title: 'ملفي الشخصي',
      edit_title: 'تحديث الملف الشخصي',
      general_information: 'المعلومات العامة',
      update: 'تحديث',
      first_name: 'الاسم الأول',
      last_name: 'اسم العائلة',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      country_code: 'رمز الدولة',
      phone: 'الهاتف',
      new_password: 'كلمة المرور الجديدة',
      confirm_password: 'تأكيد كلمة المرور',
      password_hint: 'اترك حقلي كلمة المرور فارغين للإبقاء على كلمة المرور الحالية.',
      current_password: 'كلمة المرور الحالية',
      current_password_required: 'أدخل كلمة المرور الحالية لتعيين كلمة مرور جديدة.',
      password_changed: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
      saving: 'جارٍ تحديث الملف الشخصي',
      saved: 'تم تحديث الملف الشخصي بنجاح',
    },
  },
};

export default messages;
