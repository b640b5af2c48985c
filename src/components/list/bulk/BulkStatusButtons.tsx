import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkUpdateButton } from 'react-admin';
import { IgnoreRepeatedClick } from './IgnoreRepeatedClick';
import { useBulkRun } from './useBulkRun';

/** i18n keys of the two buttons and their messages (smart_count: how many rows). */
export interface BulkStatusTexts {
  on: string;
  off: string;
  onDone: string;
  offDone: string;
}

const ACTIVE_TEXTS: BulkStatusTexts = {
  on: 'app.bulk.activate',
  off: 'app.bulk.deactivate',
  onDone: 'app.bulk.activated',
  offDone: 'app.bulk.deactivated',
};

export interface BulkStatusButtonsProps {
  /** The boolean record field the rows' switches show (default isActive). */
  field?: string;
  /** Default: Activate / Deactivate. */
  texts?: BulkStatusTexts;
  nameSource: string;
}

/**
 * Activate / Deactivate of the selected rows: react-admin's BulkUpdateButton, undoable (the rows show the change
 * at once and the calls go once the toast with Undo has gone); the provider sends each row to the status route.
 * A repeated click (a double click) starts no second run.
 */
export const BulkStatusButtons = ({
  field = 'isActive',
  texts = ACTIVE_TEXTS,
  nameSource,
}: BulkStatusButtonsProps) => {
  const mutationOptions = useBulkRun(nameSource);
  return (
    <IgnoreRepeatedClick>
      <BulkUpdateButton
        label={texts.on}
        icon={<ToggleOnIcon />}
        data={{ [field]: true }}
        mutationMode="undoable"
        mutationOptions={mutationOptions}
        successMessage={texts.onDone}
      />
      <BulkUpdateButton
        label={texts.off}
        icon={<ToggleOffIcon />}
        data={{ [field]: false }}
        mutationMode="undoable"
        mutationOptions={mutationOptions}
        successMessage={texts.offDone}
      />
    </IgnoreRepeatedClick>
  );
};
