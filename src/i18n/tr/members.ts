// Turkish texts of the 'members' area (src/i18n/en/members.ts, key for key). Keys: app.members.*
const messages = {
  app: {
    members: {
      title: 'Üye Listesi',
      incomplete_title: 'Eksik Kayıtlı Üye Listesi',
      by_package_title: 'Üye Listesi',
      by_package_title_of: 'Üye Listesi: %{name}',
      all_members: 'Tüm Üyeler',
      add: 'Yeni Üye Ekle',
      update: 'Üyeyi Güncelle',
      section: 'Üye Bilgileri',
      incomplete_button: 'Eksik Kayıtlı Üyeler',
      active_button: 'Aktif Üyeler',
      transaction_summary: 'İşlem Özeti',
      empty: 'Hiç üye yok!',
      status_updated: 'Üye durumu başarıyla güncellendi.',
      adding: 'Üye ekleniyor',
      updating: 'Üye güncelleniyor',
      added: 'Yeni üye başarıyla eklendi',
      updated: 'Üye başarıyla güncellendi',
      email_in_use: 'Girilen e-posta zaten kullanımda',
      dob_after_today: 'Doğum tarihi bugünden sonra olamaz',
      columns: {
        email_short: 'E-posta',
      },
      gender: {
        male: 'Erkek',
        female: 'Kadın',
        other: 'Belirtmek İstemiyorum',
      },
      // The CSV file keeps the English headers (spec 1 §9); these name the same columns on screen.
      csv: {
        file: 'Üyeler',
        name: 'Ad',
        email: 'E-posta',
        phone: 'Telefon No',
        gender: 'Cinsiyet',
        membership: 'Üyelik',
        city: 'Şehir',
        country: 'Ülke',
        registration_date: 'Kayıt Tarihi',
        age_group: 'Yaş Grubu',
        membership_start_date: 'Üyelik Başlangıç Tarihi',
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    members: {
      fields: {
        coverImage: 'Resim',
        name: 'Ad',
        email: 'E-posta',
        city: 'Şehir',
        country: 'Ülke',
        createdAt: 'Kayıt Tarihi',
        package: {
          date: 'Üyelik Başlangıç Tarihi',
          name: 'Üyelik',
        },
        isActive: 'Durum',
        firstName: 'Ad',
        lastName: 'Soyad',
        countryCode: 'Ülke Kodu',
        phoneNumber: 'Telefon Numarası',
        gender: 'Cinsiyet',
        dob: 'Doğum Tarihi',
        ageRange: 'Yaş Grubu',
        address1: 'Adres Satırı 1',
        address2: 'Adres Satırı 2',
        zipCode: 'Posta Kodu',
        state: 'Eyalet/İl',
        packageName: 'Üyelik Paketi',
        image: 'Resim',
      },
    },
  },
};

export default messages;
