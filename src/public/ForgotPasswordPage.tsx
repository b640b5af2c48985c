import { Link as RouterLink } from 'react-router';
import { Button, Link, TextField } from '@mui/material';
import { email, useTranslate } from 'react-admin';
import { forgotPassword } from '../auth/passwordApi';
import { LOGIN_PATH } from '../auth/authPaths';
import { useCurrentLocale } from '../i18n/useLocaleDirection';
import { requiredField } from '../validation/rules';
import { PublicPage } from './PublicPage';
import { NoticeSnackbar } from './NoticeSnackbar';
import { messageOf, useNotice } from './notice';
import { useFormFields, type FieldRules } from './useFormFields';
import { usePendingSubmit } from './usePendingSubmit';

const rules: FieldRules<'email'> = {
  // The spec's required message here is, oddly, the password one (spec 1 §5).
  email: [requiredField('app.auth.password_required'), email('app.auth.email_invalid')],
};

/** /forgetPassword: asks for the registered email and sends the reset link (spec 1 §2, §8). */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  // The reset mail is written in the language of this page.
  const language = useCurrentLocale();
  const { values, field, canSubmit } = useFormFields(rules);
  const [notice, setNotice] = useNotice();
  const { submit, submitDisabled } = usePendingSubmit(canSubmit, async () => {
    try {
      await forgotPassword(values.email.trim(), { language });
      setNotice({ message: 'app.auth.verification_sent', type: 'success' });
    } catch (error) {
      setNotice({ ...messageOf(error, 'app.common.oops_error'), type: 'error' });
    }
  });

  return (
    <PublicPage title="app.auth.forgot_title" subtitle="app.auth.forgot_prompt" onSubmit={submit}>
      <TextField {...field('email')} label={translate('app.auth.email')} type="email" autoFocus required />
      <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
        {translate('app.auth.reset_password_button')}
      </Button>
      <Link component={RouterLink} to={LOGIN_PATH} sx={{ alignSelf: 'center' }}>
        {translate('app.auth.back_to_login')}
      </Link>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(undefined)} />
    </PublicPage>
  );
};
