// Sign-in, password and session texts (spec 1 §2, §4, §5, §8). Keys: app.auth.*
const messages = {
  app: {
    auth: {
      email: 'Email',
      password: 'Password',
      login: 'Login',
      forgot_password_link: 'Forgot Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      email_required: 'You must enter an email',
      email_invalid: 'You must enter a valid email',
      password_required: 'Please enter your password.',
      invalid_credentials: 'Invalid Email ID or Password',
      forgot_title: 'Forgot Password',
      forgot_prompt: 'Enter the email you registered with',
      reset_password_button: 'Reset Password',
      verification_sent: 'A verification link has been sent to your account',
      too_many_attempts:
        'Too many attempts. Please try again in %{smart_count} minute. |||| Too many attempts. Please try again in %{smart_count} minutes.',
      email_not_found: 'No account is registered with this email.',
      reset_title: 'Reset Password',
      new_password: 'New Password',
      confirm_password: 'Confirm Password',
      passwords_must_match: 'Passwords must match',
      reset_success: 'Password Reset Successful',
      reset_expired: 'Session Expired! Please Retry Again',
      back_to_login: 'Back to Login',
      logging_in_with_jwt: 'Logging in with JWT',
      logged_in_with_jwt: 'Logged in with JWT',
      access_token_expired: 'access_token expired',
      invalid_access_token: 'Invalid access_token',
    },
  },
};

export default messages;
