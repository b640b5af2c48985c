// Turkish texts of the admin profile (src/i18n/en/profile.ts, key for key). Keys: app.profile.*
const messages = {
  app: {
    profile: {
      title: 'Profilim',
      edit_title: 'Profili Güncelle',
      general_information: 'Genel Bilgiler',
      update: 'Güncelle',
      first_name: 'Ad',
      last_name: 'Soyad',
      name: 'Ad',
      email: 'E-posta',
      country_code: 'Ülke Kodu',
      phone: 'Telefon',
      new_password: 'Yeni Şifre',
      confirm_password: 'Şifreyi Onayla',
      password_hint: 'Mevcut şifreyi korumak için iki şifre alanını da boş bırakın.',
      current_password: 'Mevcut Şifre',
      current_password_required: 'Yeni bir şifre belirlemek için mevcut şifrenizi girin.',
      password_changed: 'Şifre değiştirildi. Yeni şifrenizle giriş yapın.',
      saving: 'Profil güncelleniyor',
      saved: 'Profil başarıyla güncellendi',
    },
  },
};

export default messages;
