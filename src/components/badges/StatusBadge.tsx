import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StatusTone = 'success' | 'error' | 'warning' | 'default';

export interface StatusBadgeProps {
  /** i18n key of the text. */
  label: string;
  tone: StatusTone;
}

/** A coloured text badge: green success, red error, yellow warning. */
export const StatusBadge = ({ label, tone }: StatusBadgeProps) => {
  const translate = useTranslate();
  return <Chip size="small" color={tone} label={translate(label)} data-tone={tone} />;
};
