// Arabic texts of the vouchers (src/i18n/en/vouchers.ts, key for key). Keys: app.vouchers.*
const messages = {
  app: {
    vouchers: {
      title: 'القسائم',
      add: 'إضافة قسيمة جديدة',
      create_title: 'إضافة قسيمة جديدة',
      edit_title: 'تحديث القسيمة',
      empty: 'لا توجد قسائم!',
      confirm_delete: 'هل أنت متأكد من حذف هذه القسيمة؟',
      delete_content: '%{name}',
      discount_max: 'لا يزيد على 100',
      deleted: 'تم حذف القسيمة بنجاح.',
      status_updated: 'تم تحديث حالة القسيمة بنجاح.',
      adding: 'جارٍ إضافة القسيمة....',
      updating: 'جارٍ تحديث القسيمة....',
      added: 'تم إنشاء القسيمة بنجاح.',
      updated: 'تم تحديث القسيمة بنجاح.',
      create_error: 'حدث خطأ أثناء إنشاء القسيمة. يرجى المحاولة مرة أخرى..',
      update_error: 'حدث خطأ أثناء تحديث القسيمة. يرجى المحاولة مرة أخرى.',
      columns: {
        image: 'الصورة',
        name: 'اسم القسيمة',
        company_name: 'اسم الشركة',
        expiry_date: 'تاريخ الانتهاء',
        membership: 'باقة العضوية',
        active: 'نشطة',
      },
      discount_types: {
        flat: 'مبلغ ثابت',
        percent: '%',
      },
      fields: {
        name: 'اسم القسيمة',
        company_name: 'اسم الشركة',
        description: 'الوصف',
        discount: 'الخصم',
        discount_type: 'نوع الخصم',
        expiry_date: 'تاريخ الانتهاء',
        membership_package: 'باقة العضوية',
        voucher_code: 'رمز القسيمة',
        number_of_vouchers: 'عدد القسائم',
        terms_and_conditions: 'الشروط والأحكام',
        cover_image: 'صورة الغلاف',
      },
    },
  },
};

export default messages;
