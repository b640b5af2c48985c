import { useNavigate, useParams } from 'react-router';
import { Button } from '@mui/material';
import { minLength, useTranslate } from 'react-admin';
import { resetPassword } from '../auth/passwordApi';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../auth/authPaths';
import { matchesField, requiredField } from '../validation/rules';
import { PublicPage } from './PublicPage';
import { PasswordField } from './PasswordField';
import { messageOf, withNotice } from './notice';
import { useFormFields, type FieldRules } from './useFormFields';
import { usePendingSubmit } from './usePendingSubmit';

const rules: FieldRules<'newPassword' | 'confirmPassword'> = {
  // The profile's rule (spec 3 §5) holds for a reset too, as the server enforces it (issue #11).
  newPassword: [requiredField('app.auth.password_required'), minLength(8, 'app.common.password_too_short')],
  confirmPassword: [matchesField('newPassword', 'app.auth.passwords_must_match')],
};

/**
 * /reset/:token (spec 1 §2, §8): success goes to /login with 'Password Reset Successful'; an error goes
 * to /forgetPassword with 'Session Expired! Please Retry Again'.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const { values, field, canSubmit } = useFormFields(rules);
  const { submit, submitDisabled } = usePendingSubmit(canSubmit, async () => {
    try {
      await resetPassword({ token, ...values });
      navigate(LOGIN_PATH, {
        replace: true,
        state: withNotice({ message: 'app.auth.reset_success', type: 'success' }),
      });
    } catch (error) {
      navigate(FORGOT_PASSWORD_PATH, {
        replace: true,
        state: withNotice({ ...messageOf(error, 'app.auth.reset_expired'), type: 'error' }),
      });
    }
  });

  return (
    <PublicPage title="app.auth.reset_title" onSubmit={submit}>
      <PasswordField
        {...field('newPassword')}
        label={translate('app.auth.new_password')}
        autoComplete="new-password"
        autoFocus
        required
      />
      <PasswordField
        {...field('confirmPassword')}
        label={translate('app.auth.confirm_password')}
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
        {translate('app.auth.reset_password_button')}
      </Button>
    </PublicPage>
  );
};
