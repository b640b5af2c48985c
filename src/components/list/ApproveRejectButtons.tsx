import { Box } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../api/types';
import { ACTION_SUCCESS_MS, useConfirmedMutation } from './useConfirmedMutation';
import { useRowControlName } from './useRowControlName';

/** The i18n keys of one decision: the confirmation's question and the success message. */
export interface DecisionTexts {
  confirm: string;
  success: string;
}

export interface ApproveRejectButtonsProps {
  /** The resource whose registry entry has `approve` and `reject` actions. */
  resource: string;
  approve: DecisionTexts;
  reject: DecisionTexts;
  /** Lists that change with a decision (the request's own list first: it leaves it). */
  invalidates: string[];
  /** The record field naming the row in the buttons' accessible names ('Approve: Ann Archer'; default `name`). */
  nameSource?: string;
}

type Decision = 'approve' | 'reject';

/** One decision's button and its No / Yes confirmation, running the registry's action of that name. */
const DecisionButton = ({
  resource,
  decision,
  texts,
  invalidates,
  nameSource,
}: {
  resource: string;
  decision: Decision;
  texts: DecisionTexts;
  invalidates: string[];
  nameSource: string;
}) => {
  const record = useRecordContext();
  const accessibleName = useRowControlName(`app.common.${decision}`, nameSource);
  const dataProvider = useDataProvider<AppDataProvider>();
  const { ask, dialog } = useConfirmedMutation<RaRecord>({
    question: `app.common.${decision}`,
    content: texts.confirm,
    mutationFn: (subject) =>
      dataProvider.act(resource, decision, { id: String(subject.id), record: subject }),
    successMessage: texts.success,
    successDurationMs: ACTION_SUCCESS_MS,
    invalidates,
    resource,
  });
  if (!record) return null;
  return (
    <>
      <Button
        label={`app.common.${decision}`}
        color={decision === 'approve' ? 'success' : 'error'}
        aria-label={accessibleName}
        onClick={(event) => {
          event.stopPropagation();
          ask(record);
        }}
      >
        {decision === 'approve' ? <CheckIcon /> : <CloseIcon />}
      </Button>
      {dialog}
    </>
  );
};

/**
 * Approve and Reject of the row's request, each behind a No / Yes confirmation, running the registry's
 * `approve` / `reject` action with the row's record; the success message stays 3 s (spec 3 §9).
 */
export const ApproveRejectButtons = ({
  resource,
  approve,
  reject,
  invalidates,
  nameSource = 'name',
}: ApproveRejectButtonsProps) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    {(['approve', 'reject'] as const).map((decision) => (
      <DecisionButton
        key={decision}
        resource={resource}
        decision={decision}
        texts={decision === 'approve' ? approve : reject}
        invalidates={invalidates}
        nameSource={nameSource}
      />
    ))}
  </Box>
);
