// Arabic texts of the 'transactions' area (src/i18n/en/transactions.ts, key for key). Keys: app.transactions.*
/** A member's history and all payments share one list view, so one set of labels. */
const transactionFields = {
  transactionId: 'رقم المعاملة',
  userName: 'الاسم',
  createdAt: 'التاريخ',
  signedAmount: 'المبلغ ($)',
  status: 'الحالة',
};

const messages = {
  app: {
    transactions: {
      title: 'سجل المعاملات',
      title_of: 'سجل معاملات %{name}',
      empty: 'لا يوجد سجل معاملات!',
      summary_event: 'رسوم التسجيل في الفعالية - %{event}',
      summary_subscription: 'اشتراك',
      card: 'بطاقة',
      status: {
        success: 'ناجحة',
        failed: 'فاشلة',
        pending: 'معلقة',
      },
      columns: {
        index: 'م',
        summary: 'الملخص',
        payment_method: 'طريقة الدفع',
      },
      // The CSV file keeps the English headers (spec 1 §9); these name the same columns on screen.
      csv: {
        file: 'ملخص المعاملات',
        transaction_id: 'رقم المعاملة',
        name: 'الاسم',
        date: 'التاريخ',
        amount: 'المبلغ',
        summary: 'الملخص',
        status: 'الحالة',
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
