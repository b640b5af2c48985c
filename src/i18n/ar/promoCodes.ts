// Arabic texts of the event promo codes (src/i18n/en/promoCodes.ts, key for key). Keys: app.promoCodes.*
const messages = {
  app: {
    promoCodes: {
      title: 'رموز الخصم للفعاليات',
      add: 'إضافة رمز خصم',
      create_title: 'إضافة رمز خصم',
      edit_title: 'تحديث رمز الخصم',
      empty: 'لا توجد رموز خصم!',
      confirm_delete: 'هل أنت متأكد من حذف هذه القسيمة؟',
      delete_content: '%{name}',
      deleted: 'تم حذف القسيمة بنجاح.',
      status_updated: 'تم تحديث حالة القسيمة بنجاح.',
      adding: 'جارٍ إضافة القسيمة....',
      updating: 'جارٍ تحديث القسيمة....',
      added: 'تم إنشاء القسيمة بنجاح.',
      updated: 'تم تحديث القسيمة بنجاح.',
      create_error: 'حدث خطأ أثناء إنشاء القسيمة. يرجى المحاولة مرة أخرى..',
      update_error: 'حدث خطأ أثناء تحديث القسيمة. يرجى المحاولة مرة أخرى.',
      same_name: 'توجد قسيمة بالاسم نفسه بالفعل.',
      discount_max: 'لا يزيد على 100',
      columns: {
        name: 'اسم القسيمة',
        discount_amount: 'قيمة الخصم (%)',
        event_name: 'اسم الفعالية',
        membership: 'باقة العضوية',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    promoCodes: {
      fields: {
        name: 'رمز الخصم',
        discountAmount: 'الخصم (%)',
        expiryDate: 'تاريخ الانتهاء',
        status: 'الحالة',
        membershipUuid: 'باقة العضوية',
        eventUuid: 'اسم الفعالية',
        quantity: 'عدد القسائم',
        description: 'الوصف',
      },
    },
  },
};

export default messages;
