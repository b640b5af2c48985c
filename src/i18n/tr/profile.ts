// Turkish texts of the admin profile (src/i18n/en/profile.ts, key for key). Keys: app.profile.*
const messages = {
  app: {
    profile: {
      title: 'Profilim',
      edit_title: 'Profili Güncelle',
      general_information: 'Genel Bilgiler',
      update: 'Güncelle',
      name: 'Ad',
      password_hint: 'Mevcut şifreyi korumak için iki şifre alanını da boş bırakın.',
      current_password_required: 'Yeni bir şifre belirlemek için mevcut şifrenizi girin.',
      password_changed: 'Şifre başarıyla değiştirildi',
      current_password_wrong: 'Mevcut şifre doğru değil.',
      saving: 'Profil güncelleniyor',
      saved: 'Profil başarıyla güncellendi',
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    profile: {
      fields: {
        firstName: 'Ad',
        lastName: 'Soyad',
        email: 'E-posta',
        countryCode: 'Ülke Kodu',
        phone: 'Telefon',
        newPassword: 'Yeni Şifre',
        confirmPassword: 'Şifreyi Onayla',
        currentPassword: 'Mevcut Şifre',
        passwordChanged: 'Şifre değiştirildi',
        shortcuts: 'Kısayollar',
      },
    },
  },
};

export default messages;
