// Turkish texts of the 'transactions' area (src/i18n/en/transactions.ts, key for key). Keys: app.transactions.*
const messages = {
  app: {
    transactions: {
      title: 'İşlem Geçmişi',
      title_of: '%{name} İşlem Geçmişi',
      empty: 'Hiç işlem geçmişi yok!',
      summary_event: 'Etkinlik kayıt ücreti - %{event}',
      summary_subscription: 'Abonelik',
      card: 'Kart',
      status: {
        success: 'Başarılı',
        failed: 'Başarısız',
        pending: 'Beklemede',
      },
      columns: {
        index: 'Sıra No',
        transaction_id: 'İşlem No',
        name: 'Ad',
        date: 'Tarih',
        amount: 'Tutar ($)',
        summary: 'Özet',
        status: 'Durum',
        payment_method: 'Ödeme Yöntemi',
      },
      // The CSV file keeps the English headers (spec 1 §9); these name the same columns on screen.
      csv: {
        file: 'İşlem Özeti',
        transaction_id: 'İşlem No',
        name: 'Ad',
        date: 'Tarih',
        amount: 'Tutar',
        summary: 'Özet',
        status: 'Durum',
      },
    },
  },
};

export default messages;
