import ToggleOffIcon from '@mui/icons-material/ToggleOffOutlined';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { BulkUpdateButton } from 'react-admin';
import { useBulkRun } from './useBulkRun';

export interface BulkStatusButtonsProps {
  /** The boolean record field the rows' switches show (default isActive). */
  field?: string;
  nameSource: string;
}

/**
 * Activate / Deactivate of the selected rows: react-admin's BulkUpdateButton, undoable (the rows show the change
 * at once and the calls go once the toast with Undo has gone); the provider sends each row to the status route.
 */
export const BulkStatusButtons = ({ field = 'isActive', nameSource }: BulkStatusButtonsProps) => {
  const mutationOptions = useBulkRun(nameSource);
  return (
    <>
      <BulkUpdateButton
        label="app.bulk.activate"
        icon={<ToggleOnIcon />}
        data={{ [field]: true }}
        mutationMode="undoable"
        mutationOptions={mutationOptions}
        successMessage="app.bulk.activated"
      />
      <BulkUpdateButton
        label="app.bulk.deactivate"
        icon={<ToggleOffIcon />}
        data={{ [field]: false }}
        mutationMode="undoable"
        mutationOptions={mutationOptions}
        successMessage="app.bulk.deactivated"
      />
    </>
  );
};
