import { SubmitOutcome } from '../forms/SubmitOutcome';
import type { UploadState } from './uploadState';

/**
 * Inside an upload's form: the upload's outcome for the form's unsaved-changes guard. While the file is on its way
 * (leaving would abort it), and after a failed or cancelled attempt (the chosen file would be lost), leaving asks;
 * each attempt's states are new objects, so each is a refusal of its own. Once the file is stored, the redirect
 * goes, even when the Retry that stored it was pressed in the dialog rather than the form.
 */
export const UploadSubmitOutcome = ({ state }: { state: UploadState }) => (
  <SubmitOutcome
    refusal={state.status === 'idle' || state.status === 'success' ? undefined : state}
    saved={state.status === 'success'}
  />
);
