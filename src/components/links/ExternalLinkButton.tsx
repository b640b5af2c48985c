import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { webUrl } from './webUrl';
import { DIRECTIONAL_ICON } from '../../theme/directionalIcon';

export interface ExternalLinkButtonProps {
  url: unknown;
  /** i18n key of the button ('Visit Website'). */
  label: string;
}

/** A button opening an outside site in a new tab; disabled when the address is missing or not http(s). */
export const ExternalLinkButton = ({ url, label }: ExternalLinkButtonProps) => {
  const translate = useTranslate();
  const href = webUrl(url);
  if (!href) {
    return (
      <Button variant="outlined" disabled endIcon={<OpenInNewIcon className={DIRECTIONAL_ICON} />}>
        {translate(label)}
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon className={DIRECTIONAL_ICON} />}
    >
      {translate(label)}
    </Button>
  );
};
