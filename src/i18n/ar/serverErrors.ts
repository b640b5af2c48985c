// Arabic texts of the server's validation refusals (src/i18n/en/serverErrors.ts, key for key). Keys: app.serverErrors.*
const messages = {
  app: {
    serverErrors: {
      required: '%{field} مطلوب',
      empty: 'لا يمكن أن يكون %{field} فارغًا',
      not_allowed: '%{field} غير مقبول هنا',
      number: 'يجب أن يكون %{field} رقمًا',
      whole_number: 'يجب أن يكون %{field} عددًا صحيحًا',
      boolean: 'يجب أن يكون %{field} نعم أو لا',
      text: 'يجب أن يكون %{field} نصًا',
      single_value: 'يقبل %{field} قيمة واحدة فقط',
      min: 'يجب ألا يقل %{field} عن %{min}',
      max: 'يجب ألا يزيد %{field} على %{max}',
      max_length: 'يجب ألا يزيد %{field} على %{max} حرفًا',
      min_length: 'يجب ألا يقل %{field} عن %{min} حرفًا',
      min_items: 'يحتاج %{field} إلى %{min} إدخالًا على الأقل',
      max_items: 'يقبل %{field} %{max} إدخالًا على الأكثر',
      one_of: 'يجب أن يكون %{field} أحد الخيارات: %{options}',
      email: 'يجب أن يكون %{field} بريدًا إلكترونيًا صالحًا',
      url: 'يجب أن يكون %{field} رابطًا صالحًا يتضمن البروتوكول',
      date: 'يجب أن يكون %{field} تاريخًا صالحًا',
      date_years: 'يجب أن يكون %{field} تاريخًا بين عامي %{min} و%{max}',
      future: 'يجب أن يكون %{field} في المستقبل',
      not_past: 'لا يمكن أن يكون %{field} في الماضي',
      not_after_today: 'لا يمكن أن يكون %{field} بعد اليوم',
      unstorable: 'يحتوي %{field} على حرف لا يمكن حفظه',
      digits: 'يجب أن يتكون %{field} من %{min} إلى %{max} أرقام',
      colour: 'يجب أن يكون %{field} لونًا مثل %{example}',
      calling_code: 'يجب أن يكون %{field} رمز اتصال مثل %{example}',
      duplicate: '%{field} مستخدَم بالفعل في سجل آخر',
      gone: 'هذا السجل لم يعد موجودًا: ربما حذفه مسؤول آخر.',
      server_status: 'تعذّر على الخادم إتمام الطلب (الخطأ %{status}). يُرجى المحاولة مرة أخرى.',
    },
  },
};

export default messages;
