import { SubmitOutcome } from '../forms/SubmitOutcome';
import type { UploadState } from './uploadState';

/**
 * Inside an upload's form: the upload's outcome for the form's unsaved-changes guard. After a failed or cancelled
 * attempt, leaving asks again (the chosen file would be lost); once the file is stored, the redirect goes, even
 * when the Retry that stored it was pressed in the dialog rather than the form.
 */
export const UploadSubmitOutcome = ({ state }: { state: UploadState }) => (
  <SubmitOutcome
    refusal={state.status === 'failed' || state.status === 'cancelled' ? state : undefined}
    saved={state.status === 'success'}
  />
);
