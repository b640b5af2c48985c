import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BatchProgress } from '../../../components/import/BatchProgress';

export interface MemberImportProgressProps {
  state: { finished: number; total: number; cancelling: boolean };
  onCancel: () => void;
}

/** The members being created: a progress bar and Cancel. */
export const MemberImportProgress = ({ state, onCancel }: MemberImportProgressProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="p">
        {translate('app.member_import.importing')}
      </Typography>
      <BatchProgress {...state} onCancel={onCancel} />
    </>
  );
};
