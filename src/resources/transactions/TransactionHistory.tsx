import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGetOne, useTranslate } from 'react-admin';
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

/** /members/:id/transactions: one member's payments. */
export const TransactionHistory = () => {
  const { id = '' } = useParams<{ id: string }>();
  const { data: member } = useGetOne('members', { id }, { retry: false });
  const name = memberName(member);
  const filter = useMemo(() => ({ memberId: id }), [id]);
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
