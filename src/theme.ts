/**
 * The app's look, shared by the public pages (plain MUI, so /login loads no react-admin) and by the admin,
 * where it is laid over react-admin's default theme. Sizes from spec 1 §9: navigation 280 px (64 px
 * folded), container 1570 px, tooltip delay 150 ms.
 */
import type { RaThemeOptions } from 'react-admin';
import { intlTagOf } from './i18n/formatLocale';
import { directionOf } from './i18n/locales';

export const CONTAINER_WIDTH = 1570;
const TOOLTIP_DELAY_MS = 150;
const SEARCH_DEBOUNCE_MS = 300;

export const themeOptions: RaThemeOptions = {
  palette: {
    primary: { main: '#1e4f7a' },
    secondary: { main: '#2f8f6b' },
    background: { default: '#f3f5f8' },
    // MUI's red (#d32f2f) reaches 4.37:1 on a filled input's grey (#f0f0f0), where an invalid field's label sits;
    // its darker shade reaches 4.9:1 there (WCAG AA 4.5:1).
    error: { main: '#c62828' },
    // Text on a coloured background (a chip, a toast, a button) is white only where white reaches WCAG AA's 4.5:1,
    // else dark (MUI's own default is 3:1, which put white on the orange and light blue chips and toasts).
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  sidebar: { width: 280, closedWidth: 64 },
  components: {
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS } },
    // A link's text (a name, a title, a question: what users wrote) in its own direction: on an Arabic page an
    // English question ends with its '?' (react-admin's and the kit's links are MUI's).
    MuiLink: { defaultProps: { dir: 'auto' } },
    // The same in a text field: each line of a value in the direction of its own text, so an English description
    // on an Arabic form ends with its full stop, not starts with it. Digits alone (a phone, a zip code, a typed
    // date) have no direction: they read left to right, in the order typed. Number inputs keep their own rule.
    MuiInputBase: { styleOverrides: { input: { '&:not([type=number])': { unicodeBidi: 'plaintext' } } } },
    // And in a notification or an alert: a server's English text on an Arabic page ends with its full stop.
    MuiAlert: { styleOverrides: { message: { unicodeBidi: 'plaintext' } } },
    // Every list of the app: no 'create your first' page (an empty list shows its table and empty text), rows
    // that do not open on click (each has its own actions) and no selection checkboxes. A list may override.
    RaList: { defaultProps: { empty: false } },
    RaDataTable: { defaultProps: { rowClick: false, bulkActionButtons: false } },
    // A search applies 300 ms after the last keystroke (react-admin waits 500): nearly every list filters its
    // cached collection in memory, where a shorter pause costs no request, and the rows follow the typing sooner.
    RaFilterForm: { defaultProps: { debounce: SEARCH_DEBOUNCE_MS } },
    // Every edit saves before it shows the result: the API has no undo, and a refused save keeps the form.
    RaEdit: { defaultProps: { mutationMode: 'pessimistic' } },
    // Every form asks before a navigation leaves its unsaved changes behind (a data router: src/main.tsx).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true } },
  },
};

/** themeOptions over a base theme (react-admin's default): our palette and sizes, both sets of component defaults. */
export const withAppTheme = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  ...themeOptions,
  palette: { ...base.palette, ...themeOptions.palette },
  components: { ...base.components, ...themeOptions.components },
});

/**
 * `options` for the language in use: MUI's direction (right to left for Arabic; Emotion mirrors the CSS, see
 * src/theme/DirectionProvider.tsx) and react-admin's number and date fields in that language's format.
 */
export const withLocale = (options: RaThemeOptions, locale: string): RaThemeOptions => ({
  ...options,
  direction: directionOf(locale),
  components: {
    ...options.components,
    RaNumberField: { defaultProps: { locales: intlTagOf(locale) } },
    RaDateField: { defaultProps: { locales: intlTagOf(locale) } },
  },
});
