// Texts of the 'transactions' area (a member's history and all payments), exactly as the spec writes
// them. Keys: app.transactions.*
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
        transaction_id: 'Transaction ID',
        name: 'Name',
        date: 'Date',
        amount: 'Amount ($)',
        summary: 'Summary',
        status: 'Status',
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
};

export default messages;
