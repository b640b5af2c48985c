import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Button, Link, TextField } from '@mui/material';
import { email, useTranslate } from 'react-admin';
import { authProvider, sessionStore } from '../auth';
import { FORGOT_PASSWORD_PATH } from '../auth/authPaths';
import { requiredField } from '../validation/rules';
import { PublicPage } from './PublicPage';
import { PasswordField } from './PasswordField';
import { NoticeSnackbar } from './NoticeSnackbar';
import { LOGIN_ERROR_MS, messageOf, useNotice } from './notice';
import { redirectTarget } from './redirectTarget';
import { useFormFields, type FieldRules } from './useFormFields';
import { usePendingSubmit } from './usePendingSubmit';

const rules: FieldRules<'email' | 'password'> = {
  email: [requiredField('app.auth.email_required'), email('app.auth.email_invalid')],
  password: [requiredField('app.auth.password_required')],
};

/** /login (spec 1 §2, §4, §5, §8). */
export const LoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { values, field, canSubmit } = useFormFields(rules);
  const [notice, setNotice] = useNotice();
  const target = redirectTarget(location);

  // A stored token is checked on load: a valid one signs in at once; an expired one has just been
  // cleared by checkAuth, which left the reason ('access_token expired') to show here.
  useEffect(() => {
    let cancelled = false;
    authProvider.checkAuth({}).then(
      () => !cancelled && navigate(target, { replace: true }),
      () => {
        if (cancelled) return;
        const reason = sessionStore.peekSignOutNotice();
        if (reason) setNotice({ message: reason, type: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, target, setNotice]);

  const { submit, submitDisabled } = usePendingSubmit(canSubmit, async () => {
    try {
      await authProvider.login({ email: values.email.trim(), password: values.password });
      navigate(target, { replace: true });
    } catch (error) {
      setNotice({
        ...messageOf(error, 'app.auth.invalid_credentials'),
        type: 'error',
        placement: 'top',
        durationMs: LOGIN_ERROR_MS,
      });
    }
  });

  return (
    <PublicPage title="app.auth.login" onSubmit={submit}>
      <TextField
        {...field('email')}
        label={translate('app.auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <PasswordField
        {...field('password')}
        label={translate('app.auth.password')}
        autoComplete="current-password"
        required
      />
      <Link component={RouterLink} to={FORGOT_PASSWORD_PATH} sx={{ alignSelf: 'flex-end' }}>
        {translate('app.auth.forgot_password_link')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={submitDisabled}>
        {translate('app.auth.login')}
      </Button>
      <NoticeSnackbar
        notice={notice}
        onClose={() => {
          // The sign-out reason is spent once it has been shown and closed.
          sessionStore.takeSignOutNotice();
          setNotice(undefined);
        }}
      />
    </PublicPage>
  );
};
