import type { CSSObject } from '@emotion/react';

/** Icons pointing a direction (MUI icons carry their name in data-testid): mirrored on right-to-left pages. */
const DIRECTIONAL_ICONS = [
  'ArrowBack',
  'ArrowForward',
  'ArrowBackIos',
  'ArrowForwardIos',
  'ChevronLeft',
  'ChevronRight',
  'KeyboardArrowLeft',
  'KeyboardArrowRight',
  'NavigateBefore',
  'NavigateNext',
  'FirstPage',
  'LastPage',
  'Login',
  'Logout',
  'OpenInNew',
  'Send',
  'Undo',
  'Redo',
  'MenuOpen',
];

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

const iconSelector = DIRECTIONAL_ICONS.map((name) => `[data-testid="${name}Icon"]`).join(', ');
// The whole cell: DataTable writes plain values as text; MUI's cells keep their (mirrored) text-align: right.
const ltrCellSelector = LTR_COLUMNS.map((source) => `td.column-${source}`).join(', ');

/** Global styles of right-to-left pages (rendered through the mirroring Emotion cache). */
export const rtlGlobalStyles: CSSObject = {
  [iconSelector]: { transform: 'scaleX(-1)' },
  // MUI's pagination already swaps its arrows for right to left.
  '.MuiTablePagination-actions svg, .MuiPaginationItem-root svg': { transform: 'none' },
  [`${ltrCellSelector}, a[href^="mailto:"], a[href^="tel:"], a[href^="http"]`]: {
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
  // Inputs for the same kinds of values, by type or by the field's name (most are plain text inputs).
  [LTR_INPUTS]: { direction: 'ltr' },
  // Read-only fields of detail pages (DetailField) hold any kind of value: each takes the direction of its text, so
  // an email or '(+90) 5551234' reads left to right and an Arabic text right to left.
  '.MuiInputBase-input[readonly]': { unicodeBidi: 'plaintext' },
};
