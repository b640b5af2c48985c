// Turkish texts of sign-in, password and session (src/i18n/en/auth.ts, key for key). Keys: app.auth.*
const messages = {
  app: {
    auth: {
      email: 'E-posta',
      password: 'Şifre',
      login: 'Giriş',
      forgot_password_link: 'Şifremi Unuttum',
      show_password: 'Şifreyi göster',
      hide_password: 'Şifreyi gizle',
      email_required: 'Bir e-posta girmelisiniz',
      email_invalid: 'Geçerli bir e-posta girmelisiniz',
      password_required: 'Lütfen şifrenizi girin.',
      invalid_credentials: 'Geçersiz E-posta veya Şifre',
      forgot_title: 'Şifremi Unuttum',
      forgot_prompt: 'Kayıt olduğunuz e-postayı girin',
      reset_password_button: 'Şifreyi Sıfırla',
      verification_sent: 'Hesabınıza bir doğrulama bağlantısı gönderildi',
      too_many_attempts: 'Çok fazla deneme yapıldı. Lütfen %{smart_count} dakika sonra yeniden deneyin.',
      email_not_found: 'Bu e-posta adresiyle kayıtlı bir hesap yok.',
      reset_title: 'Şifreyi Sıfırla',
      new_password: 'Yeni Şifre',
      confirm_password: 'Şifreyi Onayla',
      passwords_must_match: 'Şifreler eşleşmelidir',
      reset_success: 'Şifre Başarıyla Sıfırlandı',
      reset_expired: 'Oturum Süresi Doldu! Lütfen Tekrar Deneyin',
      back_to_login: 'Girişe Dön',
      logging_in_with_jwt: 'JWT ile giriş yapılıyor',
      logged_in_with_jwt: 'JWT ile giriş yapıldı',
      access_token_expired: 'Erişim anahtarının süresi doldu',
      invalid_access_token: 'Geçersiz erişim anahtarı',
    },
  },
};

export default messages;
