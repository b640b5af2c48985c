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
      file: 'ملف %{type}',
      image_gone: 'لم تعد الصورة محفوظة',
      columns: {
        who: 'من',
        changes: 'التغييرات',
      },
      resources: {
        members: 'الأعضاء',
        packages: 'الباقات',
        events: 'الفعاليات',
        speakers: 'متحدثو الفعاليات',
        promoCodes: 'رموز الخصم للفعاليات',
        groups: 'مجموعات دعم العافية',
        heroes: 'أبطال الصحة',
        spotlightVideos: 'فيديوهات مميزة',
        multimedia: 'الوسائط المتعددة',
        documents: 'المستندات',
        vouchers: 'القسائم',
        partners: 'شركاء الأعمال',
        faqs: 'الأسئلة الشائعة',
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
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    activity: {
      fields: {
        at: 'متى',
        adminEmail: 'البريد الإلكتروني للمسؤول',
        action: 'ماذا',
        resource: 'القسم',
        label: 'السجل',
        at_gte: 'من تاريخ',
        at_lte: 'إلى تاريخ',
      },
    },
  },
};

export default messages;
