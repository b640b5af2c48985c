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
        membership: 'باقة العضوية',
      },
      discount_types: {
        flat: 'مبلغ ثابت',
        percent: '%',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    vouchers: {
      fields: {
        name: 'اسم القسيمة',
        companyName: 'اسم الشركة',
        expiryDate: 'تاريخ الانتهاء',
        isActive: 'نشطة',
        description: 'الوصف',
        discount: 'الخصم',
        discountType: 'نوع الخصم',
        membershipPackage: 'باقة العضوية',
        voucherCode: 'رمز القسيمة',
        numberOfVouchers: 'عدد القسائم',
        termsAndConditions: 'الشروط والأحكام',
        file: 'صورة الغلاف',
        coverImage: 'صورة الغلاف',
        image: 'صورة الغلاف',
        status: 'الحالة',
      },
    },
  },
};

export default messages;
