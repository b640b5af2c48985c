import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Unused names are TypeScript's to find (noUnusedLocals, noUnusedParameters in both tsconfigs): the rule
      // found the same ones at a quarter of the lint's CPU time (issue 25: `npm test`'s time).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML.' },
      ],
    },
  },
  {
    // Dates are shown only through the format kit (src/components/format): an instant in local time, a calendar
    // date (an expiry day, a date of birth) as the day it names, which its CalendarDate type keeps from the
    // instant formatters. Formatting a date elsewhere could show a calendar date as a local time, a day early
    // west of UTC. (The dashboard's chart counts instants by local month.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/format/**', 'src/dashboard/registrationsByMonth.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'date-fns',
              importNames: [
                'format',
                'lightFormat',
                'intlFormat',
                'formatISO',
                'parseISO',
                'parse',
                'toDate',
              ],
              allowTypeImports: true,
              message:
                'Format dates with src/components/format/dates.ts (formatCalendarDate for a calendar date).',
            },
            {
              name: 'react-admin',
              importNames: ['DateField', 'DateInput'],
              message: 'A calendar date: formatCalendarDate and CalendarDateInput; an instant: formatDate.',
            },
            {
              name: 'react-admin',
              importNames: ['DateTimeInput'],
              message:
                "A date and time: TypedDateTimeInput (react-admin's ignores a year it cannot read and saves the previous value).",
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format dates with src/components/format/dates.ts.',
        })),
      ],
    },
  },
  {
    // react-admin's Button shows only its children (its icon) on a phone: a label without an icon, or an icon
    // passed as MUI's startIcon, leaves an empty box there. The kit wraps it with the icon required.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Button'],
              message:
                "Use the kit's AdminLinkButton (icon required) or MUI's Button (always shows its text).",
            },
          ],
        },
      ],
    },
  },
);
