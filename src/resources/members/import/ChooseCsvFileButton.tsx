import { useRef } from 'react';
import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

export interface ChooseCsvFileButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * 'Choose CSV file': a real button (Enter and Space press it) that opens the hidden file input's chooser; a
 * label around the input would take no keyboard and carry a role a label cannot have.
 */
export const ChooseCsvFileButton = ({ disabled, onFile }: ChooseCsvFileButtonProps) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {translate('app.member_import.choose_file')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,text/csv"
        data-testid="member-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again (fixed in a spreadsheet) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
};
