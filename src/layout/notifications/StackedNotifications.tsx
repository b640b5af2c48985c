import { useCallback, useEffect, useRef, useState } from 'react';
import { Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, type NotificationPayload } from 'react-admin';
import { NotificationToast } from './NotificationToast';

/** At most this many snackbars at once; a newer one closes the oldest (spec 1 §9). */
export const MAX_VISIBLE_NOTIFICATIONS = 5;

/**
 * The option of a notification that says an earlier problem is over (a save succeeded): it closes the error and
 * warning toasts still on screen, which told of the attempts before it.
 */
export const CLOSES_ERRORS = { closesErrors: true } as const;

/**
 * On a phone the stack stays above react-admin's bottom bars: the floating add button (60 px from the bottom,
 * 56 high) and a form's Save bar (fixed at the bottom, lower than that).
 */
const PHONE_BOTTOM_PX = 128;

interface Toast {
  key: number;
  notification: NotificationPayload;
  open: boolean;
}

const isUndoable = (toast: Toast) => toast.notification.notificationOptions?.undoable === true;
const isProblem = (toast: Toast) =>
  toast.notification.type === 'error' || toast.notification.type === 'warning';

/**
 * The same text again: a form submitted three times while invalid says 'The form is not valid' once, not three
 * toasts over the fields (the newest stays, its time restarted). Waiting messages (elements) and undoable changes
 * (each its own change) are never the same.
 */
const isRepeatOf = (notification: NotificationPayload) => (toast: Toast) =>
  toast.open &&
  !isUndoable(toast) &&
  typeof notification.message === 'string' &&
  toast.notification.message === notification.message &&
  toast.notification.type === notification.type &&
  JSON.stringify(toast.notification.notificationOptions?.messageArgs) ===
    JSON.stringify(notification.notificationOptions?.messageArgs);

/**
 * Adds `notifications` in order, each closing the open problems before it when it says so (CLOSES_ERRORS), and an
 * open toast it repeats.
 */
const withAdded = (toasts: Toast[], notifications: NotificationPayload[], nextKey: () => number): Toast[] =>
  notifications.reduce<Toast[]>((current, notification) => {
    const closesErrors = notification.notificationOptions?.closesErrors === true;
    const repeats = isRepeatOf(notification);
    return [
      ...current.map((toast) =>
        (closesErrors && toast.open && isProblem(toast)) || repeats(toast)
          ? { ...toast, open: false }
          : toast,
      ),
      { key: nextKey(), notification, open: true },
    ];
  }, toasts);

/** Closes the oldest open toasts beyond the limit. */
const withinLimit = (toasts: Toast[]): Toast[] => {
  let excess = toasts.filter((toast) => toast.open).length - MAX_VISIBLE_NOTIFICATIONS;
  return toasts.map((toast) => {
    if (excess <= 0 || !toast.open) return toast;
    excess -= 1;
    return { ...toast, open: false };
  });
};

/**
 * The admin's notifications as a stack at the bottom right (spec 1 §9), where react-admin's <Notification>
 * shows one at a time: a save's waiting message would hold its success message back for a minute. Reads
 * react-admin's notification queue, so every `notify(message, { type, autoHideDuration, messageArgs, undoable })`
 * caller works unchanged. An undoable mutation runs when its toast has gone, unless Undo was clicked.
 */
export const StackedNotifications = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const taken = useRef(new WeakSet<NotificationPayload>());
  const nextKey = useRef(0);
  // Toasts whose undoable mutation has run or been undone: at most once each.
  const settled = useRef(new Set<number>());

  // Moves queued notifications into the stack. The WeakSet keeps StrictMode's repeated effect from taking one twice.
  useEffect(() => {
    const batch = notifications.filter((notification) => !taken.current.has(notification));
    if (notifications.length > 0)
      setNotifications((queue) => queue.filter((n) => !notifications.includes(n)));
    if (batch.length === 0) return;
    batch.forEach((notification) => taken.current.add(notification));
    setToasts((current) => withinLimit(withAdded(current, batch, () => nextKey.current++)));
  }, [notifications, setNotifications]);

  const settle = useCallback(
    (toast: Toast, isUndo: boolean) => {
      if (!isUndoable(toast) || settled.current.has(toast.key)) return;
      settled.current.add(toast.key);
      takeMutation()?.({ isUndo });
    },
    [takeMutation],
  );

  // Closing a closed toast changes nothing (and renders nothing): a waiting message may close itself late.
  const close = (key: number) =>
    setToasts((current) =>
      current.some((toast) => toast.key === key && toast.open)
        ? current.map((toast) => (toast.key === key ? { ...toast, open: false } : toast))
        : current,
    );

  const remove = (toast: Toast) => {
    settle(toast, false);
    setToasts((current) => current.filter((one) => one.key !== toast.key));
  };

  const undo = (toast: Toast) => {
    settle(toast, true);
    close(toast.key);
  };

  // Leaving the page while an undoable change waits would lose it: the browser asks first, as react-admin does.
  const waitingUndo = toasts.some((toast) => isUndoable(toast) && toast.open);
  useEffect(() => {
    if (!waitingUndo) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [waitingUndo]);

  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        right: { xs: 8, sm: 24 },
        bottom: { xs: PHONE_BOTTOM_PX, sm: 24 },
        zIndex: (theme) => theme.zIndex.snackbar,
        alignItems: 'flex-end',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <NotificationToast
          key={toast.key}
          notification={toast.notification}
          open={toast.open}
          onClose={() => close(toast.key)}
          onExited={() => remove(toast)}
          onUndo={isUndoable(toast) ? () => undo(toast) : undefined}
        />
      ))}
    </Stack>
  );
};
