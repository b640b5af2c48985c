import { TransactionListView } from './TransactionListView';

/** /payments: every payment, with the payment method column. */
export const PaymentList = () => (
  <TransactionListView
    resource="payments"
    title="app.transactions.title"
    storeKey="payments"
    showPaymentMethod
  />
);
