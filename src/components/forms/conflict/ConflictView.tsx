import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useConflict } from './ConflictContext';
import { chosenValues, conflictingFields, theirsByDefault, valueText } from './conflictFields';

/**
 * The names of the form's mounted inputs, top level (`benefits.0.value` → `benefits`). react-hook-form keeps them in
 * `control._names.mount`; it has no public list of them, and without it the view would list fields the form does
 * not show (ids, joins, normalised copies).
 */
function formFieldsOf(control: unknown): Set<string> {
  const names = (control as { _names?: { mount?: Set<string> } })._names?.mount ?? new Set<string>();
  return new Set([...names].map((name) => name.split('.')[0] ?? name));
}

/**
 * Shown inside an edit form whose save was refused because another administrator changed the record (issue 29),
 * or whose admin asked to see such a change before saving (LiveRecordNotices):
 * the fields they changed, their value and the admin's own, with a choice per field, and Keep my changes / Take
 * theirs. A field only they changed starts on theirs, and Keep my changes takes it too: keeping the value the admin
 * had not touched would silently undo the other's change. The form keeps everything typed; a choice puts the
 * other's values in the chosen fields, and the admin saves again.
 */
export const ConflictView = () => {
  const { conflict, resolve, form } = useConflict();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { setValue, getValues, control } = useFormContext();
  const formFields = formFieldsOf(control);
  // The edit screen compares another administrator's change with this form before any save (LiveRecordNotices).
  useEffect(() => {
    form.current = { fields: () => formFieldsOf(control), values: () => getValues() };
    return () => void (form.current = null);
  }, [form, control, getValues]);
  const conflicts = useMemo(
    () => (conflict ? conflictingFields(conflict, formFields) : []),
    // The form's inputs are read when the conflict arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [conflict],
  );
  const [theirsChosen, setTheirsChosen] = useState<Record<string, boolean>>({});
  if (!conflict) return null;

  const byField = new Map(conflicts.map((fieldConflict) => [fieldConflict.field, fieldConflict]));
  const chosenTheirs = (field: string) => {
    const fieldConflict = byField.get(field);
    return theirsChosen[field] ?? (fieldConflict ? theirsByDefault(fieldConflict) : false);
  };
  const apply = (takeTheirs: (field: string) => boolean) => {
    for (const { field, value } of chosenValues(conflicts, takeTheirs)) {
      setValue(field, value, { shouldDirty: true });
    }
    setTheirsChosen({});
    resolve();
  };
  const text = (value: unknown) => valueText(value, translate);

  return (
    <Dialog open aria-labelledby="conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">{translate('app.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(conflicts.length ? 'app.conflict.explanation' : 'app.conflict.no_fields')}
        </DialogContentText>
        {conflicts.length > 0 && (
          <Table size="small" aria-labelledby="conflict-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.conflict.field')}</TableCell>
                <TableCell>{translate('app.conflict.theirs')}</TableCell>
                <TableCell>{translate('app.conflict.mine')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {conflicts.map(({ field, theirs, mine, mineChanged }) => {
                const label = String(translateLabel({ source: field, resource }));
                const takeTheirs = chosenTheirs(field);
                const choose = (value: boolean) =>
                  setTheirsChosen((chosen) => ({ ...chosen, [field]: value }));
                return (
                  <TableRow key={field} data-field={field}>
                    <TableCell component="th" scope="row">
                      {label}
                    </TableCell>
                    <TableCell>
                      <Radio
                        checked={takeTheirs}
                        onChange={() => choose(true)}
                        inputProps={{ 'aria-label': `${label}: ${translate('app.conflict.theirs')}` }}
                      />
                      <bdi>{text(theirs)}</bdi>
                    </TableCell>
                    <TableCell>
                      <Radio
                        checked={!takeTheirs}
                        onChange={() => choose(false)}
                        inputProps={{ 'aria-label': `${label}: ${translate('app.conflict.mine')}` }}
                      />
                      <bdi>{text(mine)}</bdi>
                      {!mineChanged && (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          {translate('app.conflict.not_changed_by_you')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => apply((field) => byField.get(field)?.mineChanged === false)}>
          {translate('app.conflict.keep_mine')}
        </Button>
        {conflicts.length > 0 && (
          <>
            <Button onClick={() => apply(() => true)}>{translate('app.conflict.take_theirs')}</Button>
            <Button variant="contained" onClick={() => apply(chosenTheirs)}>
              {translate('app.conflict.apply')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
