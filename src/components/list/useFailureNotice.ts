import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../../api/apiErrors';

/** What a notification shows: an i18n key (or a text as it is) and its values. */
export interface Notice {
  message: string;
  messageArgs?: Record<string, unknown>;
}

/**
 * How a list's action words a failure, in the admin's language (api/serverMessages.ts's `failureNotice`: a record
 * gone, a server's error page, a refusal naming the resource's field). The wording loads with the first failure,
 * not with the list (issue 26: the first screen's JavaScript); if it cannot load (offline) or fails, the text stays
 * as it is.
 */
export function useFailureNotice(resource: string | undefined) {
  const translate = useTranslate();
  return useCallback(
    (error: unknown, text = errorText(error)): Promise<Notice> =>
      import('../../api/serverMessages')
        .then(({ failureNotice }) => failureNotice(error, text, resource ?? '', translate))
        .catch(() => ({ message: text })),
    [resource, translate],
  );
}

/** Says a list action's failure as an error notification, worded by `useFailureNotice`. */
export function useNotifyFailure(resource: string | undefined) {
  const notify = useNotify();
  const noticeOf = useFailureNotice(resource);
  return useCallback(
    async (error: unknown) => {
      const { message, messageArgs } = await noticeOf(error);
      notify(message, { type: 'error', messageArgs });
    },
    [noticeOf, notify],
  );
}
