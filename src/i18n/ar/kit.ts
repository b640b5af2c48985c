// Arabic texts of the shared kit (src/i18n/en/kit.ts, key for key). Keys: app.kit.*
const messages = {
  app: {
    kit: {
      current_image: '%{label} الحالية',
      whole_number: 'يجب أن تكون القيمة عددًا صحيحًا',
      cached_rows: 'تعذّر الوصول إلى الخادم: قُرئت هذه الصفوف سابقًا وقد لا تكون محدّثة.',
      server_unreachable: 'تعذّر الوصول إلى الخادم',
      server_unreachable_retry: 'ستُفتح هذه الصفحة فور عودة الخادم.',
      try_again: 'إعادة المحاولة',
      no_comma: 'لا يمكن استخدام الفاصلة هنا',
      too_many_items: 'لا يزيد على %{max} إدخالًا',
      row_control: '%{label}: %{name}',
    },
  },
};

export default messages;
