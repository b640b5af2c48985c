// Turkish texts of the member import (mirrors src/i18n/en/memberImport.ts key for key).
const messages = {
  app: {
    member_import: {
      button: 'İçe aktar',
      title: 'Üyeleri İçe Aktar',
      intro:
        'Üye indirme dosyasının sütunlarını içeren bir CSV dosyası seçin: %{columns}. Başlıklar adlarıyla, herhangi bir sırada eşleştirilir; diğer sütunlar yok sayılır.',
      template: 'Şablonu indir',
      template_file: 'Üye içe aktarma şablonu',
      choose_file: 'CSV dosyası seç',
      reading: 'Dosya okunuyor…',
      missing_headers: 'Dosyada şu sütunlar eksik: %{headers}.',
      rows: '%{smart_count} satır',
      summary: '%{rows}: %{valid} içe aktarılmaya hazır, %{invalid} sorunlu (içe aktarılmayacak).',
      rows_table: 'Dosyanın satırları',
      only_problems: 'Yalnızca sorunlu satırları göster',
      ready: 'Hazır',
      import_valid: '%{smart_count} geçerli satırı içe aktar',
      importing: 'Üyeler içe aktarılıyor…',
      finished: 'İçe aktarma tamamlandı',
      cancelled: 'İçe aktarma iptal edildi',
      result:
        '%{done} içe aktarıldı, %{failed} başarısız, %{invalid} sorunları nedeniyle aktarılmadı, %{skipped} içe aktarma iptal edildiği için aktarılmadı.',
      leave_confirm:
        'İçe aktarma hâlâ sürüyor. Sayfadan ayrılıp durdurmak istiyor musunuz? Gönderilen satırlar içe aktarılmış kalır; diğerleri içe aktarılmaz.',
      download_failed: 'İçe aktarılmayan satırları indir',
      failed_file: 'İçe aktarılmayan üyeler',
      reason: 'Neden',
      not_run: 'İçe aktarılmadı: içe aktarma iptal edildi',
      imported: 'İçe aktarıldı',
      retry_failed: 'Başarısız satırları yeniden dene',
      import_another: 'Başka bir dosya içe aktar',
      back: 'Üyelere dön',
      columns: {
        line: 'Satır',
        name: 'Ad',
        email: 'E-posta',
        membership: 'Üyelik',
        result: 'Sorunlar / sonuç',
        member_result: 'Üye ve sorunlar / sonuç',
      },
      problems: {
        gender: 'Cinsiyet "%{value}" Male, Female veya Rather Not Say değil',
        age_group: 'Yaş Grubu "%{value}" 20-30, 30-50 veya 50-100 değil',
        country: 'Ülke "%{value}" bilinen bir ülke değil',
        package_unknown: '"%{value}" adlı bir üyelik paketi yok',
        package_retired: '"%{value}" üyelik paketi artık kullanılmıyor',
        email_exists: '%{value} adresini zaten bir üye kullanıyor',
        email_repeated: '%{value} dosyanın önceki bir satırında var',
      },
    },
    csv_import: {
      not_csv: 'Bu dosya bir CSV dosyası değil.',
      too_big: 'Bu dosya 5 MB’tan büyük.',
      empty: 'Bu dosyada satır yok.',
      unreadable: 'Bu dosya CSV olarak okunamadı.',
      not_utf8:
        'Bu dosya UTF-8 olarak kaydedilmemiş; harfleri bozuk görünür. Elektronik tablo programınızda "CSV UTF-8" olarak kaydedip yeniden seçin.',
    },
    batch: {
      progress_label: 'İlerleme',
      progress: '%{finished} / %{total}',
      cancelling: 'Devam eden satırlardan sonra duruluyor… %{finished} / %{total}',
    },
  },
};

export default messages;
