import type { ResourceScreens } from '../../routes/lazyResource';
import icon from './icon';
import { PaymentList } from './PaymentList';

/** The `payments` resource (all payments); a member's history is a route of `members`. */
export { TransactionHistory } from './TransactionHistory';
export default { list: PaymentList, icon } satisfies ResourceScreens;
