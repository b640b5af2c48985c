import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import { useDataProvider, useLocale, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { Viewer } from '../../../api/presence';
import type { AppDataProvider } from '../../../api/types';
import { intlTagOf } from '../../../i18n/formatLocale';
import { formatTime } from '../../format/dates';
import { seenVersionOf, useConflict } from '../conflict/ConflictContext';
import { usePresence } from './usePresence';
import { useRecordChange, type RecordChange } from './useRecordChange';

/** A name in its own direction inside a sentence of another (the text form of `<bdi>`: FSI … PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** 'Changed by Ann at 10:42 AM' (or 'Deleted by …'): who, when; what was typed is kept. */
const ChangedNotice = ({
  seen,
  original,
  onDismiss,
}: {
  seen: RecordChange;
  original: RaRecord;
  onDismiss: () => void;
}) => {
  const translate = useTranslate();
  const { show, form, shown } = useConflict();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { change, current, version, differs, deleted } = seen;
  const name = isolate(change.adminName || change.admin || translate('app.live.someone'));
  const time = isolate(formatTime(change.at));
  const showTheirs = () => {
    if (!current) return;
    // The admin is shown this version: their next save is made knowing it, as after a refused save.
    void dataProvider.adoptVersion(change.resource, original.id, version);
    show({ original: seenVersionOf(shown, original), current, mine: form.current?.values() ?? {} });
    onDismiss();
  };
  return (
    <Alert severity="warning" onClose={onDismiss} closeText={translate('ra.action.close')}>
      <AlertTitle>
        {translate(deleted ? 'app.live.deleted_by' : 'app.live.changed_by', { name, time })}
      </AlertTitle>
      {translate('app.live.kept')}
      {differs && current && (
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={showTheirs}>
            {translate('app.live.show_changes')}
          </Button>
        </Box>
      )}
    </Alert>
  );
};

/** 'Also open by Ann and Bob' (the admin themself in another tab named so). */
const PresenceNotice = ({ viewers }: { viewers: Viewer[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const you = translate('app.presence.you_elsewhere');
  const names = new Intl.ListFormat(intlTagOf(locale), { type: 'conjunction' }).format(
    // Only the name is isolated: '(you, in another tab)' is in the page's language and direction.
    viewers.map((viewer) => (viewer.you ? `${isolate(viewer.name)} (${you})` : isolate(viewer.name))),
  );
  return (
    <Alert severity="info" role="status" icon={<GroupsIcon fontSize="inherit" />}>
      {translate('app.presence.also_open', { names })}
    </Alert>
  );
};

/**
 * Above an edit form (issue 29): who else has the record open (presence), and, as soon as the change stream says
 * so, that another administrator changed it ('Changed by … at …') with, when an input of the form differs, the way
 * to see their changes in the form's conflict view. Nothing typed is touched. Rendered by ResourceEdit inside its
 * Edit; `select` is the edit's own (the record as the form's values).
 */
export const LiveRecordNotices = <R extends RaRecord>({
  resource,
  select,
}: {
  resource: string;
  select?: (record: R) => RaRecord;
}) => {
  const record = useRecordContext();
  const viewers = usePresence(resource, record?.id === undefined ? undefined : String(record.id));
  const { seen, dismiss } = useRecordChange(resource, record, select);
  if (!record || (!seen && viewers.length === 0)) return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pt: 2 }}>
      {seen && <ChangedNotice seen={seen} original={record} onDismiss={dismiss} />}
      {viewers.length > 0 && <PresenceNotice viewers={viewers} />}
    </Stack>
  );
};
