// Arabic texts of the wellness support groups (src/i18n/en/groups.ts, key for key). Keys: app.groups.*
const messages = {
  app: {
    groups: {
      title: 'قائمة مجموعات دعم العافية',
      add: 'إضافة مجموعة جديدة',
      create_title: 'إضافة معلومات مجموعة جديدة',
      edit_title: 'تحديث معلومات المجموعة',
      empty: 'لا توجد مجموعات دعم عافية!',
      name_taken: 'توجد مجموعة بهذا الاسم بالفعل',
      status_updated: 'تم تحديث حالة مجموعات دعم العافية بنجاح.',
      adding: 'جارٍ إضافة المجموعة',
      added: 'تمت إضافة المجموعة بنجاح',
      updating: 'جارٍ تحديث المجموعة',
      updated: 'تم تحديث المجموعة بنجاح',
      csv_file: 'بيانات جدول مجموعات دعم العافية',
      list_of_members: 'قائمة الأعضاء',
      list_csv: {
        name: 'اسم المجموعة',
        category: 'الفئة',
        country: 'الدولة',
        state: 'الولاية',
        city: 'المدينة',
        membership: 'العضوية',
        number_of_members: 'عدد الأعضاء',
        joined: 'الأعضاء المنضمون',
        published: 'منشورة',
        group_link: 'رابط المجموعة',
      },
      view_list: 'عرض القائمة',
      columns: {
        image: 'الصورة',
        pending_requests: 'الطلبات المعلقة',
      },
      pending: {
        title: 'الطلبات المعلقة لمجموعة %{name}',
        empty: 'لا توجد طلبات معلقة لمجموعات دعم العافية!',
        confirm_approve: 'هل أنت متأكد من الموافقة على هذا الطلب؟',
        confirm_reject: 'هل أنت متأكد من رفض هذا الطلب؟',
        accepted: 'تم قبول طلب مجموعة دعم العافية بنجاح',
        rejected: 'تم رفض طلب مجموعة دعم العافية بنجاح',
        csv_file: 'الطلبات المعلقة لـ %{name}',
        columns: {
          image: 'الصورة',
          actions: 'الإجراءات',
        },
      },
      members: {
        title: 'مجموعة دعم العافية %{name}',
        add: 'إضافة عضو جديد',
        empty: 'لا يوجد أعضاء!',
        status_updated: 'تم تحديث حالة مستخدم مجموعة دعم العافية بنجاح.',
        csv_file: 'أعضاء %{name}',
        columns: {
          image: 'الصورة',
        },
      },
      add_member: {
        title: 'إضافة عضو جديد',
        option: '%{name} - %{email}',
        adding: 'جارٍ إضافة العضو',
        added: 'تمت إضافة العضو بنجاح',
        already_member: 'هذا العضو منضم إلى المجموعة بالفعل.',
        already_requested: 'لدى هذا العضو طلب انضمام معلق: وافق عليه من قائمة الطلبات المعلقة.',
        group_full: 'المجموعة ممتلئة: زد عدد أعضائها لإضافة عضو آخر.',
        places: 'انضم %{joined} من أصل %{capacity} عضو',
      },
      csv: {
        user: 'المستخدم',
        email: 'البريد الإلكتروني',
        city: 'المدينة',
        country: 'الدولة',
        phone: 'رقم الهاتف',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    groups: {
      fields: {
        name: 'اسم المجموعة',
        country: 'الدولة',
        membershipName: 'العضوية',
        isActive: 'نشر',
        file: 'صورة الغلاف',
        description: 'الوصف',
        groupLeader: 'قائد المجموعة',
        numberOfMembers: 'عدد الأعضاء',
        groupCategory: 'الفئة',
        state: 'الولاية',
        city: 'المدينة',
        membershipPackage: 'باقة العضوية',
        groupLink: 'رابط المجموعة',
        member: 'العضو',
        coverImage: 'صورة الغلاف',
      },
    },
    groupRequests: {
      fields: {
        name: 'اسم المستخدم',
        email: 'البريد الإلكتروني',
        city: 'المدينة',
        country: 'الدولة',
        mobile: 'رقم الهاتف',
      },
    },
    groupMembers: {
      fields: {
        name: 'اسم المستخدم',
        email: 'البريد الإلكتروني',
        city: 'المدينة',
        country: 'الدولة',
        isActive: 'الحالة',
      },
    },
  },
};

export default messages;
