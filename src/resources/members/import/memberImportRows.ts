import type { MemberForm } from '../api';
import { restoreFormulae } from '../../../components/csv/formulaEscapes';
import { translateEnglish } from '../../../i18n/english';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from '../memberChoices';
import { memberValidation } from '../memberValidation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The columns an import reads, by the members download's headers (app.members.csv.*, in English as the
 * download writes them), so a download edited in a spreadsheet imports back. The download's dates are the
 * server's to set and are not read.
 */
export const IMPORT_COLUMNS = {
  name: 'app.members.csv.name',
  email: 'app.members.csv.email',
  phone: 'app.members.csv.phone',
  gender: 'app.members.csv.gender',
  membership: 'app.members.csv.membership',
  city: 'app.members.csv.city',
  country: 'app.members.csv.country',
  ageGroup: 'app.members.csv.age_group',
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;
export type MatchedHeaders = Partial<Record<ImportColumn, string>>;

/** What a row is checked against: the packages, the countries and the emails members already have. */
export interface ImportContext {
  packages: { id: string; name: string; isActive: boolean }[];
  /** Empty when the country list could not be read: the country is then not checked. */
  countries: { name: string; callingCode: string }[];
  /** Lower-cased. */
  existingEmails: Set<string>;
}

export interface ImportRow {
  /** The file's line (the header is line 1). */
  line: number;
  /** The row as written, by the file's own headers (for the failed-rows file). */
  source: Record<string, string>;
  values: MemberForm;
  /** Translated, one per problem; none = importable. */
  problems: string[];
}

/** A phone written without a calling code, in a row whose country is unknown: the member form's default. */
const DEFAULT_CALLING_CODE = '+1';

const norm = (text: string) => text.trim().toLowerCase();

/** Which file header holds each import column (matched by name, any case and order); absent ones are left out. */
export function matchHeaders(fields: string[]): MatchedHeaders {
  const byName = new Map(fields.map((field) => [norm(field.replace(/^\uFEFF/, '')), field]));
  const matched: MatchedHeaders = {};
  for (const [column, key] of Object.entries(IMPORT_COLUMNS) as [ImportColumn, string][]) {
    const field = byName.get(norm(translateEnglish(key)));
    if (field !== undefined) matched[column] = field;
  }
  return matched;
}

/** The headers the import needs and the file lacks, as the download writes them. */
export const missingHeaders = (matched: MatchedHeaders): string[] =>
  (Object.keys(IMPORT_COLUMNS) as ImportColumn[])
    .filter((column) => matched[column] === undefined)
    .map((column) => translateEnglish(IMPORT_COLUMNS[column]));

/** The template's header row: the import's columns as the download names them. */
export const templateHeaders = (): string[] =>
  Object.values(IMPORT_COLUMNS).map((key) => translateEnglish(key));

/** '(+91) 9876543210' (the download's phone) or '9876543210' → calling code and digits. */
function splitPhone(text: string, fallbackCode: string) {
  const match = /^\s*\(\s*(\+?\d{1,4})\s*\)\s*(.*)$/.exec(text);
  if (!match) return { countryCode: fallbackCode, phoneNumber: text.trim() };
  const code = match[1] ?? '';
  return { countryCode: code.startsWith('+') ? code : `+${code}`, phoneNumber: (match[2] ?? '').trim() };
}

/** The form's gender value of a cell: 'Male' or the download's label ('Rather Not Say' is 'Other'). */
const genderOf = (text: string) =>
  GENDER_CHOICES.find(
    (choice) => norm(choice.id) === norm(text) || norm(translateEnglish(choice.name)) === norm(text),
  )?.id;

/** The message of a validator's result (an i18n key, or `{message, args}`). */
function messageOf(result: unknown, translate: Translate): string | undefined {
  if (!result) return undefined;
  if (typeof result === 'string') return translate(result);
  const { message, args } = result as { message: string; args?: Record<string, unknown> };
  return translate(message, args);
}

type Rule = (value: unknown, all: unknown) => unknown;

/** Problems are listed in the form's order of fields. */
const FIELD_ORDER = Object.keys(memberValidation);

/** The member form's own rules on the row's values: the first failing rule of each field, as `Field: message`. */
function formProblems(values: MemberForm, translate: Translate): Map<string, string> {
  const problems = new Map<string, string>();
  for (const [field, rules] of Object.entries(memberValidation) as [string, Rule[]][]) {
    const value = (values as Record<string, unknown>)[field];
    for (const rule of rules) {
      const message = messageOf(rule(value, values), translate);
      if (message) {
        problems.set(field, `${translate(`resources.members.fields.${field}`)}: ${message}`);
        break;
      }
    }
  }
  return problems;
}

/**
 * Every data row as member form values with its problems: the form's rules (required fields, email, phone
 * digits), then gender, age group, country, a package that does not exist or is retired, and an email a member
 * already has (importing a file twice writes nothing twice) or that an earlier row of the file repeats.
 */
export function checkImportRows(
  rows: Record<string, string>[],
  matched: MatchedHeaders,
  context: ImportContext,
  translate: Translate,
): ImportRow[] {
  // A cell of the members download as the member had it: without the ' its formula guard put in.
  const cell = (row: Record<string, string>, column: ImportColumn) => {
    const field = matched[column];
    return field === undefined ? '' : restoreFormulae(String(row[field] ?? '')).trim();
  };
  const packagesByName = new Map(context.packages.map((pkg) => [norm(pkg.name), pkg]));
  const countriesByName = new Map(context.countries.map((country) => [norm(country.name), country]));
  const seen = new Set<string>();
  const problem = (key: string, value: string) => translate(`app.member_import.problems.${key}`, { value });

  return rows.map((row, index) => {
    const [firstName = '', ...rest] = cell(row, 'name').split(/\s+/);
    const membership = cell(row, 'membership');
    const pkg = packagesByName.get(norm(membership));
    const countryText = cell(row, 'country');
    const country = countriesByName.get(norm(countryText));
    const genderText = cell(row, 'gender');
    const ageGroup = cell(row, 'ageGroup');
    const emailText = cell(row, 'email');
    const values: MemberForm = {
      firstName,
      lastName: rest.join(' '),
      email: emailText,
      ...splitPhone(cell(row, 'phone'), country ? `+${country.callingCode}` : DEFAULT_CALLING_CODE),
      gender: genderOf(genderText) ?? genderText,
      dob: null,
      ageRange: ageGroup,
      address1: '',
      address2: '',
      zipCode: '',
      state: '',
      city: cell(row, 'city'),
      country: country?.name ?? countryText,
      packageName: pkg?.id ?? '',
      image: undefined,
    };
    const byField = formProblems(values, translate);
    if (genderText && !genderOf(genderText)) byField.set('gender', problem('gender', genderText));
    if (ageGroup && !AGE_GROUP_CHOICES.some((choice) => choice.id === ageGroup)) {
      byField.set('ageRange', problem('age_group', ageGroup));
    }
    if (countryText && countriesByName.size > 0 && !country) {
      byField.set('country', problem('country', countryText));
    }
    // A package named but not found says so, rather than the form's 'required'.
    if (membership && !pkg) byField.set('packageName', problem('package_unknown', membership));
    if (pkg && !pkg.isActive) byField.set('packageName', problem('package_retired', pkg.name));
    const email = norm(emailText);
    if (email && !byField.has('email')) {
      if (context.existingEmails.has(email)) byField.set('email', problem('email_exists', emailText));
      else if (seen.has(email)) byField.set('email', problem('email_repeated', emailText));
    }
    if (email) seen.add(email);
    const problems = FIELD_ORDER.flatMap((field) => byField.get(field) ?? []);
    return { line: index + 2, source: row, values, problems };
  });
}
