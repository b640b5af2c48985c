// Arabic texts of the lists' bulk actions (src/i18n/en/bulk.ts, key for key). Keys: app.bulk.*
const messages = {
  app: {
    bulk: {
      select: 'تحديد',
      activate: 'تفعيل',
      deactivate: 'إلغاء التفعيل',
      export: 'تصدير المحدد',
      activated:
        'لم يُفعَّل أي صف |||| فُعِّل صف واحد |||| فُعِّل صفّان |||| فُعِّلت %{smart_count} صفوف |||| فُعِّل %{smart_count} صفًا |||| فُعِّل %{smart_count} صف',
      deactivated:
        'لم يُلغَ تفعيل أي صف |||| أُلغي تفعيل صف واحد |||| أُلغي تفعيل صفّين |||| أُلغي تفعيل %{smart_count} صفوف |||| أُلغي تفعيل %{smart_count} صفًا |||| أُلغي تفعيل %{smart_count} صف',
      deleted:
        'لم يُحذف أي صف |||| حُذف صف واحد |||| حُذف صفّان |||| حُذفت %{smart_count} صفوف |||| حُذف %{smart_count} صفًا |||| حُذف %{smart_count} صف',
      delete_title:
        'حذف لا شيء؟ |||| حذف صف واحد؟ |||| حذف صفّين؟ |||| حذف %{smart_count} صفوف؟ |||| حذف %{smart_count} صفًا؟ |||| حذف %{smart_count} صف؟',
      delete_content: 'لا يمكن استعادة الصفوف المحذوفة.',
      outcome: 'تم %{done} من %{total}.',
      failed_rows:
        'لم يتعذّر تغيير أي صف: |||| تعذّر تغيير هذا الصف: |||| تعذّر تغيير هذين الصفّين: |||| تعذّر تغيير هذه الصفوف الـ %{smart_count}: |||| تعذّر تغيير هذه الصفوف الـ %{smart_count}: |||| تعذّر تغيير هذه الصفوف الـ %{smart_count}:',
      more_failed:
        'ولا غيرها |||| وصف آخر |||| وصفّان آخران |||| و%{smart_count} صفوف أخرى |||| و%{smart_count} صفًا آخر |||| و%{smart_count} صف آخر',
      not_sent:
        'أُلغي: لم يبقَ أي صف دون تغيير. |||| أُلغي: بقي صف واحد كما كان. |||| أُلغي: بقي صفّان كما كانا. |||| أُلغي: بقيت %{smart_count} صفوف كما كانت. |||| أُلغي: بقي %{smart_count} صفًا كما كانت. |||| أُلغي: بقي %{smart_count} صف كما كانت.',
    },
  },
};

export default messages;
