import { useContext, useEffect, useRef } from 'react';
import { SnackbarContent } from '@mui/material';
import { CloseNotificationContext, useTranslate } from 'react-admin';

export interface WaitingMessageProps {
  /** i18n key of the text. */
  message: string;
  /** The work being waited for. */
  until: Promise<unknown>;
}

/**
 * A waiting notification ('Member is being added') that closes itself once the work settles. react-admin
 * shows one notification at a time, so a waiting message left to its 60 s would hold back the outcome
 * message queued behind it.
 */
export const WaitingMessage = ({ message, until }: WaitingMessageProps) => {
  const translate = useTranslate();
  // Absent outside react-admin's <Notification> (nothing to close there). Read through a ref: the stack
  // hands a new close function on every render, and re-subscribing to a settled `until` on each one would
  // close, re-render and close again without end.
  const close = useContext(CloseNotificationContext);
  const latestClose = useRef(close);
  useEffect(() => {
    latestClose.current = close;
  }, [close]);
  useEffect(() => {
    let shown = true;
    const settled = () => {
      if (shown) latestClose.current?.();
    };
    until.then(settled, settled);
    return () => {
      shown = false;
    };
  }, [until]);
  return <SnackbarContent message={translate(message)} />;
};
