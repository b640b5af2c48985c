import type { CSSObject } from '@emotion/react';
import { DIRECTIONAL_ICON } from './directionalIcon';

/**
 * Cells and links holding emails, phone numbers, URLs, codes or amounts: written left to right inside
 * right-to-left text, or '(+90) 5551234' would read '5551234 (+90)' and '-50' '50-'.
 */
const LTR_COLUMNS = [
  'email',
  'emailId',
  'adminEmail',
  'phone',
  'phoneNumber',
  'mobile',
  'countryCode',
  'zipCode',
  'link',
  'groupLink',
  'voucherCode',
  'transactionId',
  'userUuid',
  'signedAmount',
];

const LTR_INPUTS = [
  'input[type="email"]',
  'input[type="tel"]',
  'input[type="url"]',
  'input[type="number"]',
  ...['email', 'phone', 'mobile', 'link', 'url', 'zip', 'code'].map((part) => `input[name*="${part}" i]`),
].join(', ');

// The whole cell: DataTable writes plain values as text; MUI's cells keep their (mirrored) text-align: right.
export const LTR_CELLS = LTR_COLUMNS.map((source) => `td.column-${source}`).join(', ');

/** Global styles of right-to-left pages (rendered through the mirroring Emotion cache). */
export const rtlGlobalStyles: CSSObject = {
  // Icons that point a direction (MUI's pagination already swaps its own arrows).
  [`.${DIRECTIONAL_ICON}`]: { transform: 'scaleX(-1)' },
  [`${LTR_CELLS}, a[href^="mailto:"], a[href^="tel:"], a[href^="http"]`]: {
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
  // Inputs for the same kinds of values, by type or by the field's name (most are plain text inputs).
  [LTR_INPUTS]: { direction: 'ltr' },
};
