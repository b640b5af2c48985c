// Arabic texts of the FAQs (src/i18n/en/faqs.ts, key for key). Keys: app.faqs.*
const messages = {
  app: {
    faqs: {
      title: 'الأسئلة الشائعة',
      add: 'إضافة سؤال شائع جديد',
      create_title: 'إضافة سؤال شائع جديد',
      edit_title: 'تحديث السؤال الشائع',
      empty: 'لا توجد أسئلة شائعة!',
      status_updated: 'تم تحديث حالة السؤال الشائع بنجاح.',
      adding: 'جارٍ إضافة السؤال الشائع',
      added: 'تمت إضافة السؤال الشائع بنجاح',
      updating: 'جارٍ تحديث السؤال الشائع',
      updated: 'تم تحديث السؤال الشائع بنجاح',
      columns: {
        question: 'قائمة الأسئلة',
      },
      fields: {
        question: 'السؤال',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    faqs: {
      fields: {
        question: 'السؤال',
        answer: 'الإجابة',
        isActive: 'نشط',
      },
    },
  },
};

export default messages;
