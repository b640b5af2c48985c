// Turkish texts of the wellness support groups (src/i18n/en/groups.ts, key for key). Keys: app.groups.*
// SYDG: Sağlıklı Yaşam Destek Grubu (WSG).
const messages = {
  app: {
    groups: {
      title: 'SYDG Listesi',
      add: 'Yeni Grup Ekle',
      create_title: 'Yeni Grup Bilgisi Ekle',
      edit_title: 'Grup Bilgilerini Güncelle',
      empty: 'Hiç SYDG yok!',
      name_taken: 'Bu adda bir grup zaten var',
      status_updated: 'SYDG durumu başarıyla güncellendi.',
      adding: 'Grup ekleniyor',
      added: 'Grup başarıyla eklendi',
      updating: 'Grup güncelleniyor',
      updated: 'Grup başarıyla güncellendi',
      csv_file: 'SYDG Tablo Verileri',
      list_of_members: 'Üye Listesi',
      list_csv: {
        name: 'Grup Adı',
        category: 'Kategori',
        country: 'Ülke',
        state: 'Eyalet/İl',
        city: 'Şehir',
        membership: 'Üyelik',
        number_of_members: 'Üye Sayısı',
        joined: 'Katılan Üyeler',
        published: 'Yayında',
        group_link: 'Grup Bağlantısı',
      },
      view_list: 'Listeyi Görüntüle',
      columns: {
        image: 'Resim',
        pending_requests: 'Bekleyen Talepler',
      },
      pending: {
        title: '%{name} Grubunun Bekleyen Talepleri',
        empty: 'Bekleyen SYDG talebi yok!',
        confirm_approve: 'Bu talebi onaylamak istediğinizden emin misiniz?',
        confirm_reject: 'Bu talebi reddetmek istediğinizden emin misiniz?',
        accepted: 'SYDG talebi başarıyla kabul edildi',
        rejected: 'SYDG talebi başarıyla reddedildi',
        csv_file: '%{name} Bekleyen Talepler',
        columns: {
          image: 'Resim',
          actions: 'İşlemler',
        },
      },
      members: {
        title: '%{name} Sağlıklı Yaşam Destek Grubu',
        add: 'Yeni Üye Ekle',
        empty: 'Hiç üye yok!',
        status_updated: 'SYDG kullanıcı durumu başarıyla güncellendi.',
        csv_file: '%{name} Üyeleri',
        columns: {
          image: 'Resim',
        },
      },
      add_member: {
        title: 'Yeni Üye Ekle',
        option: '%{name} - %{email}',
        adding: 'Üye ekleniyor',
        added: 'Üye başarıyla eklendi',
        already_member: 'Bu üye gruba zaten katıldı.',
        already_requested: 'Bu üyenin bekleyen bir katılım talebi var: bekleyenler listesinden onaylayın.',
        group_full: 'Grup dolu: başka bir üye eklemek için üye sayısını artırın.',
        places: '%{capacity} üyeden %{joined} üye katıldı',
      },
      csv: {
        user: 'Kullanıcı',
        email: 'E-posta',
        city: 'Şehir',
        country: 'Ülke',
        phone: 'Telefon No',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    groups: {
      fields: {
        name: 'Grup Adı',
        country: 'Ülke',
        membershipName: 'Üyelik',
        isActive: 'Yayınla',
        file: 'Kapak Resmi',
        description: 'Açıklama',
        groupLeader: 'Grup Lideri',
        numberOfMembers: 'Üye Sayısı',
        groupCategory: 'Kategori',
        state: 'Eyalet/İl',
        city: 'Şehir',
        membershipPackage: 'Üyelik Paketi',
        groupLink: 'Grup Bağlantısı',
        member: 'Üye',
        coverImage: 'Kapak Resmi',
        image: 'Kapak Resmi',
      },
    },
    groupRequests: {
      fields: {
        name: 'Kullanıcı Adı',
        email: 'E-posta',
        city: 'Şehir',
        country: 'Ülke',
        mobile: 'Telefon No',
      },
    },
    groupMembers: {
      fields: {
        name: 'Kullanıcı Adı',
        email: 'E-posta',
        city: 'Şehir',
        country: 'Ülke',
        isActive: 'Durum',
      },
    },
  },
};

export default messages;
