import type { ResourceScreens } from '../defineResource';
import { PaymentList } from './PaymentList';

/** The `payments` resource (all payments); a member's history is a route of `members`. */
export { TransactionHistory } from './TransactionHistory';
export default { list: PaymentList } satisfies ResourceScreens;
