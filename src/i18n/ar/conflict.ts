// Arabic texts of the conflict view (src/i18n/en/conflict.ts, key for key). Keys: app.conflict.*
const messages = {
  app: {
    conflict: {
      notice: 'غيّر مسؤول آخر هذا السجل أثناء تعديلك له. لم يضِع شيء مما كتبته.',
      status_notice: 'غيّر مسؤول آخر هذا السجل أولاً. تظهر حالته كما هي الآن.',
      title: 'غيّره مسؤول آخر',
      explanation:
        'غيّر مسؤول آخر هذه الحقول منذ أن فتحت النموذج. اختر القيمة التي تريد الاحتفاظ بها لكل حقل، ثم احفظ مرة أخرى.',
      no_fields: 'لم يمسّ التغيير الآخر أي حقل في هذا النموذج. قيمك محفوظة؛ احفظ مرة أخرى لتخزينها.',
      field: 'الحقل',
      theirs: 'قيمته',
      mine: 'قيمتك',
      empty: '(فارغ)',
      keep_mine: 'الاحتفاظ بتغييراتي',
      not_changed_by_you: '(لم تغيّره)',
      take_theirs: 'اعتماد قيمه',
      apply: 'تطبيق اختياراتي',
    },
  },
};

export default messages;
