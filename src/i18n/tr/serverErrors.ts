// Turkish texts of the server's validation refusals (src/i18n/en/serverErrors.ts, key for key). Keys: app.serverErrors.*
const messages = {
  app: {
    serverErrors: {
      required: '%{field} zorunludur',
      empty: '%{field} boş olamaz',
      not_allowed: '%{field} burada kabul edilmiyor',
      number: '%{field} bir sayı olmalıdır',
      whole_number: '%{field} tam sayı olmalıdır',
      boolean: '%{field} evet ya da hayır olmalıdır',
      text: '%{field} metin olmalıdır',
      single_value: '%{field} tek bir değer alır',
      min: '%{field} en az %{min} olmalıdır',
      max: '%{field} en fazla %{max} olmalıdır',
      max_length: '%{field} en fazla %{max} karakter olmalıdır',
      min_length: '%{field} en az %{min} karakter olmalıdır',
      min_items: '%{field} en az %{min} giriş gerektirir',
      max_items: '%{field} en fazla %{max} giriş alır',
      one_of: '%{field} şunlardan biri olmalıdır: %{options}',
      email: '%{field} geçerli bir e-posta olmalıdır',
      url: '%{field} şema içeren geçerli bir URL olmalıdır',
      date: '%{field} geçerli bir tarih olmalıdır',
      date_years: '%{field} %{min} ile %{max} yılları arasında bir tarih olmalıdır',
      future: '%{field} gelecekte olmalıdır',
      not_past: '%{field} geçmişte olamaz',
      not_after_today: '%{field} bugünden sonra olamaz',
      unstorable: '%{field} kaydedilemeyen bir karakter içeriyor',
      digits: '%{field} %{min} ile %{max} arasında rakamdan oluşmalıdır',
      colour: '%{field} %{example} gibi bir renk olmalıdır',
      calling_code: '%{field} %{example} gibi bir alan kodu olmalıdır',
      duplicate: '%{field} başka bir kayıtta zaten kullanılıyor',
      gone: 'Bu kayıt artık yok: başka bir yönetici silmiş olabilir.',
      server_status: 'Sunucu isteği tamamlayamadı (hata %{status}). Lütfen tekrar deneyin.',
    },
  },
};

export default messages;
