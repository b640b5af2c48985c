// Arabic texts of the member import (mirrors src/i18n/en/memberImport.ts key for key).
const messages = {
  app: {
    member_import: {
      button: 'استيراد',
      title: 'استيراد الأعضاء',
      intro:
        'اختر ملف CSV بأعمدة ملف تنزيل الأعضاء: %{columns}. تُطابق العناوين بالاسم وبأي ترتيب؛ وتُتجاهل الأعمدة الأخرى.',
      template: 'تنزيل القالب',
      template_file: 'قالب استيراد الأعضاء',
      choose_file: 'اختر ملف CSV',
      reading: 'جارٍ قراءة الملف…',
      missing_headers: 'تنقص الملف هذه الأعمدة: %{headers}.',
      rows: 'لا صفوف |||| صف واحد |||| صفّان |||| %{smart_count} صفوف |||| %{smart_count} صفًا |||| %{smart_count} صف',
      summary: '%{rows}: %{valid} جاهزة للاستيراد، و%{invalid} بها مشكلات (لن تُستورد).',
      rows_table: 'صفوف الملف',
      only_problems: 'عرض الصفوف التي بها مشكلات فقط',
      ready: 'جاهز',
      import_valid:
        'لا صفوف صالحة للاستيراد |||| استيراد صف صالح واحد |||| استيراد صفّين صالحين |||| استيراد %{smart_count} صفوف صالحة |||| استيراد %{smart_count} صفًا صالحًا |||| استيراد %{smart_count} صف صالح',
      importing: 'جارٍ استيراد الأعضاء…',
      finished: 'اكتمل الاستيراد',
      cancelled: 'أُلغي الاستيراد',
      result:
        'استُورد %{done}، وفشل %{failed}، ولم يُستورد %{invalid} لوجود مشكلات، ولم يُستورد %{skipped} لأن الاستيراد أُلغي.',
      leave_confirm:
        'لا يزال الاستيراد جاريًا. هل تريد مغادرة الصفحة وإيقافه؟ تبقى الصفوف المُرسلة مستوردة، ولن تُستورد البقية.',
      download_failed: 'تنزيل الصفوف غير المستوردة',
      failed_file: 'أعضاء لم يُستوردوا',
      reason: 'السبب',
      not_run: 'لم يُستورد: أُلغي الاستيراد',
      imported: 'تم الاستيراد',
      retry_failed: 'إعادة محاولة الصفوف الفاشلة',
      import_another: 'استيراد ملف آخر',
      back: 'العودة إلى الأعضاء',
      columns: {
        line: 'السطر',
        name: 'الاسم',
        email: 'البريد الإلكتروني',
        membership: 'العضوية',
        result: 'المشكلات / النتيجة',
        member_result: 'العضو والمشكلات / النتيجة',
      },
      problems: {
        gender: 'الجنس "%{value}" ليس Male أو Female أو Rather Not Say',
        age_group: 'الفئة العمرية "%{value}" ليست 20-30 أو 30-50 أو 50-100',
        country: 'الدولة "%{value}" غير معروفة',
        package_unknown: 'لا توجد باقة عضوية باسم "%{value}"',
        package_retired: 'باقة العضوية "%{value}" متوقفة',
        email_exists: 'يستخدم عضو آخر %{value} بالفعل',
        email_repeated: '%{value} موجود في سطر سابق من الملف',
      },
    },
    csv_import: {
      not_csv: 'هذا الملف ليس ملف CSV.',
      too_big: 'يتجاوز هذا الملف 5 ميغابايت.',
      empty: 'لا يحتوي هذا الملف على صفوف.',
      unreadable: 'تعذّرت قراءة هذا الملف بصيغة CSV.',
      not_utf8:
        'هذا الملف غير محفوظ بترميز UTF-8، فستظهر حروفه مشوّهة. احفظه في برنامج جداول البيانات بصيغة "CSV UTF-8" ثم اختره مجددًا.',
    },
    batch: {
      progress_label: 'التقدم',
      progress: '%{finished} من %{total}',
      cancelling: 'جارٍ التوقف بعد الصفوف الجارية… %{finished} من %{total}',
    },
  },
};

export default messages;
