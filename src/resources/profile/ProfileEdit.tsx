import { Box, Typography } from '@mui/material';
import {
  Edit,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { failureNotice } from '../../api/serverMessages';
import { sessionStore } from '../../auth';
import { CLOSES_ERRORS } from '../../layout/notifications/StackedNotifications';
import { PROFILE_COUNTRY_CODES, profileFormValues, profileSaveError, profileValidation } from './profileForm';
import { PROFILE_ID } from './ProfileShow';

/** The admin profile waiting message lasts 3 s (spec 3 §9). */
const WAITING_MS = 3000;
const countryCodeChoices = PROFILE_COUNTRY_CODES.map((code) => ({ id: code, name: code }));
/** '+91' reads left to right on an Arabic page too (not '91+'). */
const callingCodeText = (choice: { name: string }) => <bdi dir="ltr">{choice.name}</bdi>;

/**
 * The profile is read and saved by token, not by id, and comes back with the admin's uuid: react-admin's Edit
 * refuses a record whose id differs from the one asked for, so the record takes the page's fixed id.
 */
const asProfileRecord = (record: RaRecord): RaRecord => ({ ...record, id: PROFILE_ID });

/** The email is shown disabled, and react-hook-form leaves disabled fields out; the backend requires it. */
const withStoredEmail = (data: RaRecord, options?: { previousData?: RaRecord }): RaRecord => ({
  ...data,
  email: options?.previousData?.email ?? data.email,
});

/** Shown (and required) once a new password is typed: the server changes it only with the current one. */
const CurrentPasswordInput = () => {
  const newPassword = useWatch({ name: 'newPassword' }) as string | undefined;
  if (!newPassword) return null;
  return (
    <PasswordInput
      source="currentPassword"
      validate={profileValidation.currentPassword}
      autoComplete="current-password"
      isRequired
    />
  );
};

const ProfileForm = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const v = profileValidation;
  return (
    <SimpleForm
      record={profileFormValues(record)}
      toolbar={
        <Toolbar>
          <SaveButton label="app.common.save" />
        </Toolbar>
      }
    >
      <Typography variant="h6" component="h2">
        {translate('app.profile.general_information')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
        <TextInput source="firstName" validate={v.firstName} isRequired />
        <TextInput source="lastName" validate={v.lastName} isRequired />
        <TextInput source="email" validate={v.email} disabled isRequired />
        <SelectInput source="countryCode" choices={countryCodeChoices} optionText={callingCodeText} />
        <TextInput source="phone" validate={v.phone} />
        <Box />
        <PasswordInput source="newPassword" validate={v.newPassword} helperText="app.profile.password_hint" />
        <PasswordInput source="confirmPassword" validate={v.confirmPassword} />
        <CurrentPasswordInput />
      </Box>
    </SimpleForm>
  );
};

/**
 * /admin/profile/edit (spec 3 §2, §5): general information; after a save, back to /admin/profile. The
 * name in the app bar follows the saved name. A new password keeps this device signed in: the reference
 * server ends the other sessions and answers this one a new token, kept here.
 */
export const ProfileEdit = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const { identity, refetch } = useGetIdentity();
  return (
    <Edit
      resource="profile"
      id={PROFILE_ID}
      title="app.profile.edit_title"
      queryOptions={{ select: asProfileRecord }}
      transform={withStoredEmail}
      redirect={false}
      actions={false}
      mutationOptions={{
        onMutate: () => notify('app.profile.saving', { type: 'info', autoHideDuration: WAITING_MS }),
        onSuccess: (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
          if (typeof saved?.sessionToken === 'string') sessionStore.replaceToken(saved.sessionToken);
          const stored = sessionStore.getIdentity();
          if (stored && typeof saved?.name === 'string')
            sessionStore.setIdentity({ ...stored, fullName: saved.name });
          if (identity) void refetch();
          const passwordChanged = Boolean(variables?.data?.newPassword);
          notify(passwordChanged ? 'app.profile.password_changed' : 'app.profile.saved', {
            type: 'success',
            ...CLOSES_ERRORS,
          });
          redirect(() => '/profile');
        },
        onError: (error: unknown) => {
          const { message, messageArgs } = failureNotice(
            error,
            profileSaveError(error),
            'profile',
            translate,
          );
          notify(message, { type: 'error', messageArgs });
        },
      }}
    >
      <ProfileForm />
    </Edit>
  );
};
