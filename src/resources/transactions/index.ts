import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

export { TransactionHistory } from './TransactionHistory';
export { PaymentList } from './PaymentList';
export const icon = ReceiptLongIcon;
