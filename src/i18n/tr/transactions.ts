// Turkish texts of the 'transactions' area (src/i18n/en/transactions.ts, key for key). Keys: app.transactions.*
/** A member's history and all payments share one list view, so one set of labels. */
const transactionFields = {
  transactionId: 'İşlem No',
  userName: 'Ad',
  createdAt: 'Tarih',
  signedAmount: 'Tutar ($)',
  status: 'Durum',
};

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
        summary: 'Özet',
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
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    transactions: { fields: transactionFields },
    payments: { fields: transactionFields },
  },
};

export default messages;
