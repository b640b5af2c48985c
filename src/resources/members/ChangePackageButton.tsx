import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import { Button, Form, required, SaveButton, useTranslate } from 'react-admin';
import { ActivePackageSelect } from '../../components/forms/ActivePackageSelect';
import { useBulkAct } from '../../components/list/bulk/useBulkAct';

const packageRules = [required()];

/**
 * 'Change package' of the selected members: a dialog choosing an active package, then one member update per
 * member, four at a time (the registry's changePackage action: uuid and package only), members already on it
 * left as they are; progress, Cancel and failures as every bulk action (issue 30).
 */
export const ChangePackageButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { count, isPending, run } = useBulkAct({
    action: 'changePackage',
    success: 'app.bulk.package_changed',
    invalidates: ['packages'],
    nameSource: 'name',
  });
  const close = () => setOpen(false);
  return (
    <>
      <Button label="app.bulk.change_package" onClick={() => setOpen(true)} disabled={isPending}>
        <CardMembershipIcon />
      </Button>
      {open && (
        <Dialog open onClose={close} aria-labelledby="change-package-title" fullWidth maxWidth="xs">
          <Form
            onSubmit={(values: Record<string, unknown>) => {
              close();
              run({ membershipPackage: values.membershipPackage });
            }}
          >
            <DialogTitle id="change-package-title">
              {translate('app.bulk.change_package_title', { smart_count: count })}
            </DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                {translate('app.bulk.change_package_content')}
              </DialogContentText>
              <ActivePackageSelect
                source="membershipPackage"
                label="app.bulk.package"
                validate={packageRules}
              />
            </DialogContent>
            <DialogActions>
              <Button label="ra.action.cancel" onClick={close} />
              <SaveButton label="app.bulk.change_package" icon={<CardMembershipIcon />} />
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </>
  );
};
