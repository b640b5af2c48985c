// Arabic texts of the admin profile (src/i18n/en/profile.ts, key for key). Keys: app.profile.*
const messages = {
  app: {
    profile: {
      title: 'ملفي الشخصي',
      edit_title: 'تحديث الملف الشخصي',
      general_information: 'المعلومات العامة',
      update: 'تحديث',
      name: 'الاسم',
      password_hint: 'اترك حقلي كلمة المرور فارغين للإبقاء على كلمة المرور الحالية.',
      current_password_required: 'أدخل كلمة المرور الحالية لتعيين كلمة مرور جديدة.',
      password_changed: 'تم تغيير كلمة المرور بنجاح',
      current_password_wrong: 'كلمة المرور الحالية غير صحيحة.',
      saving: 'جارٍ تحديث الملف الشخصي',
      saved: 'تم تحديث الملف الشخصي بنجاح',
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    profile: {
      fields: {
        firstName: 'الاسم الأول',
        lastName: 'اسم العائلة',
        email: 'البريد الإلكتروني',
        countryCode: 'رمز الدولة',
        phone: 'الهاتف',
        newPassword: 'كلمة المرور الجديدة',
        confirmPassword: 'تأكيد كلمة المرور',
        currentPassword: 'كلمة المرور الحالية',
        passwordChanged: 'تم تغيير كلمة المرور',
        shortcuts: 'الاختصارات',
      },
    },
  },
};

export default messages;
