// Arabic texts of the activity log (src/i18n/en/activity.ts, key for key). Keys: app.activity.*
const messages = {
  app: {
    activity: {
      menu: 'النشاط',
      title: 'النشاط',
      empty: 'لا يوجد أي نشاط بعد.',
      not_recorded: 'لا تسجّل واجهة البرمجة هذه النشاط.',
      loading: 'جارٍ التحميل…',
      history: 'السجل',
      no_history: 'لم تُسجَّل أي تغييرات على هذا السجل.',
      history_line: '%{action} بواسطة %{who} في %{when}',
      unknown_admin: 'شخص لم يسجّل الدخول',
      empty_value: '(فارغ)',
      // Arabic reads right to left: the change goes from the right value to the left one.
      changed_to: '←',
      yes: 'نعم',
      no: 'لا',
      columns: {
        when: 'متى',
        who: 'من',
        action: 'ماذا',
        resource: 'القسم',
        record: 'السجل',
        changes: 'التغييرات',
      },
      filters: {
        admin: 'البريد الإلكتروني للمسؤول',
        resource: 'القسم',
        action: 'ماذا',
        from: 'من تاريخ',
        to: 'إلى تاريخ',
      },
      resources: {
        members: 'الأعضاء',
        packages: 'الباقات',
        events: 'الفعاليات',
        groups: 'المجموعات',
        admins: 'تسجيل الدخول',
        profile: 'الملف الشخصي',
      },
      actions: {
        create: 'أُنشئ',
        update: 'حُدّث',
        status: 'تغيّرت الحالة',
        delete: 'حُذف',
        approve: 'قُبل',
        reject: 'رُفض',
        cancel: 'أُلغي',
        notify: 'أُرسل إشعار',
        upload: 'رُفع',
        signIn: 'سجّل الدخول',
        signInFailed: 'فشل تسجيل الدخول',
        passwordReset: 'أُعيد تعيين كلمة المرور',
        passwordResetRequested: 'طُلبت إعادة تعيين كلمة المرور',
        profile: 'تغيّر الملف الشخصي',
      },
    },
  },
};

export default messages;
