// Arabic texts of the server's validation refusals (src/i18n/en/serverErrors.ts, key for key). Keys: app.serverErrors.*
// The field is named as 'حقل <label>' (the field <label>): the sentence agrees with حقل, whatever the label's gender.
const messages = {
  app: {
    serverErrors: {
      required: 'حقل %{field} مطلوب',
      empty: 'لا يمكن أن يكون حقل %{field} فارغًا',
      not_allowed: 'حقل %{field} غير مقبول هنا',
      number: 'يجب أن يكون حقل %{field} رقمًا',
      whole_number: 'يجب أن يكون حقل %{field} عددًا صحيحًا',
      boolean: 'يجب أن يكون حقل %{field} نعم أو لا',
      text: 'يجب أن يكون حقل %{field} نصًا',
      single_value: 'يقبل حقل %{field} قيمة واحدة فقط',
      min: 'يجب ألا يقل حقل %{field} عن %{min}',
      max: 'يجب ألا يزيد حقل %{field} على %{max}',
      max_length: 'يجب ألا يزيد حقل %{field} على %{max} حرفًا',
      min_length: 'يجب ألا يقل حقل %{field} عن %{min} حرفًا',
      min_items: 'يحتاج حقل %{field} إلى %{min} إدخالًا على الأقل',
      max_items: 'يقبل حقل %{field} %{max} إدخالًا على الأكثر',
      one_of: 'يجب أن يكون حقل %{field} أحد الخيارات: %{options}',
      email: 'يجب أن يكون حقل %{field} بريدًا إلكترونيًا صالحًا',
      url: 'يجب أن يكون حقل %{field} رابطًا صالحًا يتضمن البروتوكول',
      date: 'يجب أن يكون حقل %{field} تاريخًا صالحًا',
      date_years: 'يجب أن يكون حقل %{field} تاريخًا بين عامي %{min} و%{max}',
      future: 'يجب أن يكون حقل %{field} في المستقبل',
      not_past: 'لا يمكن أن يكون حقل %{field} في الماضي',
      not_after_today: 'لا يمكن أن يكون حقل %{field} بعد اليوم',
      below_joined: 'لا يمكن أن تكون قيمة حقل %{field} أقل من عدد الأعضاء المنضمين (%{count})',
      unstorable: 'يحتوي حقل %{field} على حرف لا يمكن حفظه',
      digits: 'يجب أن يتكون حقل %{field} من %{min} إلى %{max} أرقام',
      colour: 'يجب أن يكون حقل %{field} لونًا مثل %{example}',
      calling_code: 'يجب أن يكون حقل %{field} رمز اتصال مثل %{example}',
      duplicate: 'قيمة حقل %{field} مستخدَمة بالفعل في سجل آخر',
      gone: 'هذا السجل لم يعد موجودًا: ربما حذفه مسؤول آخر.',
      server_status: 'تعذّر على الخادم إتمام الطلب (الخطأ %{status}). يُرجى المحاولة مرة أخرى.',
      too_large: 'الملف أكبر مما يقبله الخادم (الخطأ 413).',
      refused_status: 'رفض الخادم الطلب (الخطأ %{status}).',
    },
  },
};

export default messages;
