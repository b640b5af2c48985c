import type { PaginationPayload, SortPayload } from 'react-admin';

/** The i18n key of a stored value's label, or undefined for a value the screens do not name. */
export type ChoiceLabel = (value: unknown) => string | undefined;

/** A field recorded by another resource's id, shown by that record's name. */
export interface FieldReference {
  resource: string;
  /** The referenced record's field holding its name. */
  nameField: string;
  /** How the names are read: the query the screens make for that collection, so that they share its answer. */
  query: { pagination: PaginationPayload; sort: SortPayload };
}

/**
 * How the activity log reads a field the API records (its name and stored value), where the resource's screens
 * read it otherwise than the log would by itself (FieldChanges): a label of their own, choices naming codes.
 */
export interface FieldReading {
  /** The screens' source naming the field (`resources.<resource>.fields.<label>`). */
  label?: string;
  /** Each stored value (each item of a list) by the label the screens' choices give it. */
  choiceLabel?: ChoiceLabel;
  reference?: FieldReference;
}
