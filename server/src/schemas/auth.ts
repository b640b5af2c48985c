import { Type, type Static } from 'typebox';
import { answers, failure, plainText, record, updateResult } from '../http/answers.js';
import { email, lenient, password, strict } from '../http/validation/fields.js';
import { Admin } from './profile.js';

/** Sign-in and password reset (api-contract §3, §7.A A1–A3). */

/**
 * A1: the backend's Joi schema, in which both fields are optional: a body without one passes it and passport
 * then answers a plain-text 400 'Bad Request' (the route does). Another key or a malformed email: a 400 E-wrapper.
 */
export const LoginBody = strict({
  email: Type.Optional(email()),
  password: Type.Optional(password({ required: true })),
});
export type LoginBody = Static<typeof LoginBody>;

/** A1's answers: the admin and a token; a refused body in plain text or in an E-wrapper; bad credentials. */
export const loginAnswers = {
  ...answers(record({ user: Admin, token: Type.String() }), { isPublic: true }),
  400: {
    description:
      "Without email or password: plain text 'Bad Request'; another key or a malformed email: E-wrapper",
    content: {
      'text/plain': { schema: Type.String({ const: 'Bad Request' }) },
      'application/json': { schema: failure },
    },
  },
  401: plainText('Unauthorized', 'An unknown email or a wrong password'),
};

/** A2: the address the reset link goes to. */
export const ForgotPasswordBody = strict({ email: email() });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** A2 answers the id of the mail sent. */
export const forgotPasswordAnswers = answers(Type.String({ description: 'The message id of the mail' }), {
  isPublic: true,
});

/**
 * A3: other keys are ignored. Without a token (missing or empty) the answer is HTTP 200 `{status: 400, data:
 * null}` whatever else was sent (the route answers it before this schema); any value that is not a live token,
 * whatever its type, is HTTP 200 `{status: 400, data: {name, message, expiredAt?}}`.
 */
export const ResetPasswordBody = lenient({
  token: Type.Unknown({ description: 'The token of the reset link' }),
  newPassword: password({ required: true }),
  confirmPassword: password({ required: true }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const resetPasswordAnswers = answers(updateResult, { isPublic: true, failsOver200: true });
