/**
 * The DOM's getComputedStyle computes the whole cascade of every MUI rule in the document, again for each
 * ancestor when a property inherits. MUI's TextareaAutosize calls it on every keystroke (to measure a layout the
 * test DOM does not have), Testing Library's role queries for every candidate element, user-event for every
 * click: it was half of the component tests' time, and more once a worker's files share one document's style sheets.
 *
 * So in the component tests `getComputedStyle` answers with the element's inline style. What the libraries read
 * there is hiding, and MUI's transitions and react-admin hide with inline `display`/`visibility` or the `hidden`
 * and `aria-hidden` attributes, which Testing Library and jest-dom check on their own. A test asserting a style
 * from the theme's cascade (a badge's colour) reads it with `cascadedStyle`.
 */
const cascades = new WeakMap<Window, Window['getComputedStyle']>();

/** Makes `win.getComputedStyle` answer with the inline style; once per window. */
export function answerComputedStyleInline(win: Window) {
  if (cascades.has(win)) return;
  cascades.set(win, win.getComputedStyle.bind(win));
  win.getComputedStyle = (element: Element) => (element as HTMLElement).style;
}

/** The DOM's own getComputedStyle, the cascade of every style sheet. */
const cascadedStyle = (element: Element) => (cascades.get(window) ?? window.getComputedStyle)(element);

/**
 * A colour of the cascade as a browser computes it, `rgb(r, g, b)`: the test DOM (happy-dom) answers the colour as
 * the style sheet wrote it (`#ffd700`).
 */
export function cascadedColour(element: Element, property: 'color' | 'backgroundColor'): string {
  const value = cascadedStyle(element)[property];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) return value;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
