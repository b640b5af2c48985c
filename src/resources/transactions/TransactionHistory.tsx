import { useTranslate } from 'react-admin';
import { useAddressParent } from '../../components/list/useAddressParent';
import { TransactionListView } from './TransactionListView';

/** The member's full name, as the list shows it. */
const memberName = (member: Record<string, unknown> | undefined): string =>
  String(member?.name ?? [member?.firstName, member?.lastName].filter(Boolean).join(' '));

/** 'Transaction History Of {name}', or 'Transaction History' while (or if) the member is unknown. */
const HistoryTitle = ({ name }: { name: string }) => {
  const translate = useTranslate();
  return (
    <span>
      {name ? translate('app.transactions.title_of', { name }) : translate('app.transactions.title')}
    </span>
  );
};

/**
 * /members/:id/transactions: one member's payments. A failed read of the member is said, and the payments still
 * show.
 */
export const TransactionHistory = () => {
  const { id, record: member, filter } = useAddressParent('members', 'memberId');
  const name = memberName(member);
  return (
    <TransactionListView
      resource="transactions"
      title={<HistoryTitle name={name} />}
      filter={filter}
      storeKey={`transactions.member.${id}`}
      memberName={name}
    />
  );
};
