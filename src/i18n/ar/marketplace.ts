// Arabic texts of the marketplace (src/i18n/en/marketplace.ts, key for key). Keys: app.marketplace.*
const messages = {
  app: {
    marketplace: {
      types: {
        product: 'منتج',
        service: 'خدمة',
        both: 'كلاهما',
        product_and_service: 'منتج وخدمة',
      },
      partners: {
        title: 'قائمة الشركاء',
        add: 'إضافة شريك',
        create_title: 'إضافة شريك جديد',
        edit_title: 'تحديث معلومات الشريك',
        empty: 'لا يوجد شركاء!',
        name_taken: 'يوجد شريك أعمال بهذا الاسم بالفعل',
        confirm_delete: 'هل أنت متأكد من حذف شريك الأعمال هذا؟',
        delete_content: '%{name}',
        deleted: 'تم حذف الشريك بنجاح',
        status_updated: 'تم تحديث حالة الشريك بنجاح.',
        adding: 'جارٍ إضافة الشريك',
        added: 'تمت إضافة الشريك بنجاح',
        updating: 'جارٍ تحديث الشريك',
        updated: 'تم تحديث الشريك بنجاح',
        expiry_in_future: 'يجب أن يكون تاريخ الانتهاء في المستقبل.',
        logo_hint: 'صورة مربعة بحجم 500*500',
        columns: {
          logo: 'الشعار',
          delete: 'حذف',
        },
        fields: {
          address_line1: 'سطر العنوان 1',
          address_line2: 'سطر العنوان 2',
          city: 'المدينة',
          state: 'الولاية',
          country: 'الدولة',
          zip_code: 'الرمز البريدي',
        },
      },
      requests: {
        title: 'قائمة الأنشطة التجارية',
        show_title: 'معلومات طلب الشريك',
        empty: 'لا توجد أنشطة تجارية!',
        visit_website: 'زيارة الموقع',
        columns: {
          logo: 'الشعار',
        },
        fields: {
          type: 'النوع',
          email: 'البريد الإلكتروني',
          phone_number: 'رقم الهاتف',
          address: 'العنوان',
          company_information: 'معلومات الشركة',
        },
      },
      vendors: {
        title: 'قائمة الموردين',
        show_title: 'معلومات المورد',
        empty: 'لا يوجد موردون!',
        payment_details: 'تفاصيل الدفع',
        fields: {
          email: 'البريد الإلكتروني',
          phone: 'الهاتف',
          address: 'العنوان',
          account_name: 'اسم الحساب',
          account_no: 'رقم الحساب',
          bank_name: 'اسم البنك',
          bank_address: 'عنوان البنك',
          swift_code: 'رمز سويفت',
          iban: 'رقم الآيبان',
          paypal_link: 'رابط PayPal',
        },
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    partners: {
      fields: {
        name: 'اسم النشاط التجاري',
        status: 'الحالة',
        businessName: 'اسم النشاط التجاري',
        emailId: 'البريد الإلكتروني',
        countryCode: 'رمز الدولة',
        phoneNumber: 'رقم الهاتف',
        type: 'النوع',
        expiryDate: 'تاريخ الانتهاء',
        link: 'رابط المتجر',
        description: 'الوصف',
        logo: 'الشعار',
      },
    },
    partnerRequests: {
      fields: {
        name: 'الاسم',
        emailId: 'البريد الإلكتروني',
        type: 'النوع',
        link: 'الرابط',
      },
    },
    vendors: {
      fields: {
        name: 'الاسم',
        email: 'البريد الإلكتروني',
        phone: 'الهاتف',
        city: 'المدينة',
        country: 'الدولة',
      },
    },
  },
};

export default messages;
