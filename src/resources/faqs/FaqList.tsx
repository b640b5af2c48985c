import { CreateButton, DataTable, Link, TopToolbar, useCreatePath } from 'react-admin';
import { AddressBarList } from '../../components/list/AddressBarList';
import { ListMessage } from '../../components/list/ListMessage';
import { BulkDataTable } from '../../components/list/bulk/BulkDataTable';
import { RowIndexField } from '../../components/list/RowIndexField';
import { StatusToggle } from '../../components/list/StatusToggle';
import { SEARCH_FILTERS } from '../../components/list/searchFilters';

/** The API's own order (api-contract.md L1): FAQs carry no date to sort on. */
const API_ORDER = { field: '', order: 'ASC' } as const;

const FaqListActions = () => (
  <TopToolbar>
    <CreateButton label="app.faqs.add" />
  </TopToolbar>
);

/** A question opening its edit form in the same tab (spec 3 §2: clicking a question goes to the edit form). */
const QuestionLink = ({ id, question }: { id: string; question: string }) => {
  const createPath = useCreatePath();
  return (
    <Link to={createPath({ resource: 'faqs', type: 'edit', id })} underline="hover">
      {question}
    </Link>
  );
};

/** 'FAQ' (spec 3 §2): 25 a page, searchable, with the Active switch. */
export const FaqList = () => (
  <AddressBarList
    title="app.faqs.title"
    storeKey="faqs"
    sort={API_ORDER}
    perPage={25}
    filters={SEARCH_FILTERS}
    actions={<FaqListActions />}
  >
    <BulkDataTable
      bulk={{ nameSource: 'question', status: true }}
      empty={<ListMessage message="app.faqs.empty" />}
    >
      <DataTable.Col label="app.common.index" disableSort field={RowIndexField} />
      <DataTable.Col
        source="question"
        // 'Questions List' here, 'Question' on the form (resources.faqs.fields.question).
        label="app.faqs.columns.question"
        disableSort
        render={(record) => <QuestionLink id={String(record.id)} question={record.question} />}
      />
      <DataTable.Col
        source="isActive"
        disableSort
        render={() => (
          <StatusToggle
            successMessage="app.faqs.status_updated"
            label="resources.faqs.fields.isActive"
            nameSource="question"
          />
        )}
      />
    </BulkDataTable>
  </AddressBarList>
);
