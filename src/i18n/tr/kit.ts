// Turkish texts of the shared kit (src/i18n/en/kit.ts, key for key). Keys: app.kit.*
const messages = {
  app: {
    kit: {
      current_image: 'Mevcut %{label}',
      whole_number: 'Değer tam sayı olmalıdır',
      cached_rows: 'Sunucuya ulaşılamıyor: bu satırlar daha önce okundu ve güncel olmayabilir.',
      server_unreachable: 'Sunucuya ulaşılamıyor',
      server_unreachable_retry: 'Sunucu geri geldiğinde bu sayfa açılacak.',
      try_again: 'Tekrar dene',
      no_comma: 'Burada virgül kullanılamaz',
      too_many_items: 'En fazla %{max} giriş',
      row_control: '%{label}: %{name}',
    },
  },
};

export default messages;
