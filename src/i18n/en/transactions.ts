// Texts of the 'transactions' area (a member's history and all payments), exactly as the spec writes
// them. Keys: app.transactions.*
/** A member's history and all payments share one list view, so one set of labels. */
const transactionFields = {
  transactionId: 'Transaction ID',
  userName: 'Name',
  createdAt: 'Date',
  signedAmount: 'Amount ($)',
  status: 'Status',
};

const messages = {
  app: {
    transactions: {
      title: 'Transaction History',
      title_of: 'Transaction History Of %{name}',
      empty: 'There are no Transaction History !',
      summary_event: 'Registration Fee for event - %{event}',
      summary_subscription: 'Subscription',
      card: 'Card',
      status: {
        success: 'Success',
        failed: 'Failed',
        pending: 'Pending',
      },
      columns: {
        index: 'S.No',
        summary: 'Summary',
        payment_method: 'Payment Method',
      },
      csv: {
        file: 'Transaction Summary',
        transaction_id: 'Transaction ID',
        name: 'Name',
        date: 'Date',
        amount: 'Amount',
        summary: 'Summary',
        status: 'Status',
      },
    },
  },
  // Labels of the columns and inputs, read by react-admin from their source (resources.<name>.fields.<source>).
  resources: {
    transactions: { fields: transactionFields },
    payments: { fields: transactionFields },
  },
};

export default messages;
