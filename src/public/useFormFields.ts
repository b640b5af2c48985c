import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';

/**
 * A rule of src/validation/rules.ts or one of react-admin's validators (`email`, `minLength`): an i18n key, or
 * react-admin's `{ message, args }`, when the value is wrong.
 */
type Rule = (value: string, allValues: Record<string, string>) => ValidationErrorMessage | null | undefined;

const asMessage = (error: ValidationErrorMessage) =>
  typeof error === 'string' ? { message: error, args: undefined } : error;

export type FieldRules<Name extends string> = Record<Name, Rule[]>;

/**
 * The state of a small public form (sign-in pages, which run without react-admin's form machinery):
 * values, the first failing rule per field, shown once the field was touched, and whether the form
 * was edited and is valid, which is what enables the submit button (spec 1 §2).
 */
export function useFormFields<Name extends string>(rules: FieldRules<Name>) {
  const translate = useTranslate();
  const names = Object.keys(rules) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ''])) as Record<Name, string>,
  );
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});

  const errors = useMemo(() => {
    const found: Partial<Record<Name, ReturnType<typeof asMessage>>> = {};
    for (const name of Object.keys(rules) as Name[]) {
      for (const rule of rules[name]) {
        const error = rule(values[name], values);
        if (error) {
          found[name] = asMessage(error);
          break;
        }
      }
    }
    return found;
  }, [rules, values]);

  const edited = Object.values<string>(values).some((value) => value !== '');
  const valid = Object.keys(errors).length === 0;

  /** Props for an MUI TextField bound to `name`. */
  const field = (name: Name) => {
    const shown = touched[name] ? errors[name] : undefined;
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setTouched((current) => ({ ...current, [name]: true }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: shown !== undefined,
      helperText: shown ? translate(shown.message, shown.args) : undefined,
    };
  };

  return { values, field, canSubmit: edited && valid };
}
