import type { StylisElement, StylisPlugin } from '@emotion/cache';

/*
 * A stylis plugin mirroring CSS declarations for right-to-left pages, standing in for stylis-plugin-rtl
 * (not installed). MUI writes physical properties (margin-left, left, text-align: left…) and expects this
 * flip under a theme with direction 'rtl'. A declaration preceded by a /* @noflip *\/ comment is kept.
 */

const swapSides = (text: string) =>
  text.replace(/left|right/g, (side) => (side === 'left' ? 'right' : 'left'));

/** Properties whose keyword value is a side (text-align: left → right). */
const SIDE_VALUED = new Set([
  'text-align',
  'float',
  'clear',
  'caption-side',
  'transition',
  'transition-property',
]);

/** Properties written as top right bottom left: the right and left values trade places. */
const FOUR_SIDED = new Set(['margin', 'padding', 'border-width', 'border-style', 'border-color', 'inset']);

/** Splits a value on the spaces outside parentheses: `calc(1px + 2px) 0` → ['calc(1px + 2px)', '0']. */
function splitValue(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** `value` without a trailing !important, and that suffix. */
function splitImportant(value: string): [string, string] {
  const match = /\s*!important\s*$/i.exec(value);
  return match ? [value.slice(0, match.index), match[0]] : [value, ''];
}

function mirrorFourSided(value: string): string {
  const parts = splitValue(value);
  return parts.length === 4 ? [parts[0], parts[3], parts[2], parts[1]].join(' ') : value;
}

/** border-radius: corners top-left top-right bottom-right bottom-left, mirrored (the / elliptic part too). */
function mirrorRadius(value: string): string {
  return value
    .split('/')
    .map((half) => {
      const parts = splitValue(half);
      const [a, b, c, d] = parts;
      if (parts.length === 2) return `${b} ${a}`;
      if (parts.length === 3) return `${b} ${a} ${b} ${c}`;
      if (parts.length === 4) return `${b} ${a} ${d} ${c}`;
      return half.trim();
    })
    .join(' / ');
}

/** `length` the other way along the x axis: 14px → -14px, -50% → 50%, calc(…) → calc(-1 * (…)). */
function negate(length: string): string {
  const value = length.trim();
  if (/^-?0(\.0+)?[a-z%]*$/i.test(value)) return value;
  if (value.startsWith('-')) return value.slice(1);
  if (/^[\d.]+[a-z%]*$/i.test(value)) return `-${value}`;
  return `calc(-1 * ${value})`;
}

/**
 * Horizontal moves reversed, as positions are: MUI places labels, switch thumbs and badges with translate()
 * from a mirrored side (left: 0 → right: 0), so translate(14px, 16px) must become translate(-14px, 16px).
 */
function mirrorTransform(value: string): string {
  return value.replace(
    /\b(translate3d|translateX|translate)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g,
    (_call, name: string, args: string) => {
      const [x, ...rest] = args.split(',');
      return `${name}(${[negate(x), ...rest.map((arg) => arg.trim())].join(', ')})`;
    },
  );
}

/** transform-origin: left ↔ right, and an x percentage measured from the other side (100% 0% → 0% 0%). */
function mirrorOrigin(value: string): string {
  const parts = splitValue(swapSides(value));
  const percent = /^(-?[\d.]+)%$/.exec(parts[0] ?? '');
  if (percent) parts[0] = `${100 - Number(percent[1])}%`;
  return parts.join(' ');
}

/** The mirrored [property, value] of a declaration. */
export function mirrorDeclaration(property: string, value: string): [string, string] {
  if (property.startsWith('--')) return [property, value];
  const [plain, important] = splitImportant(value);
  const flippedProperty = swapSides(property);
  let flipped = plain;
  if (SIDE_VALUED.has(property)) flipped = swapSides(plain);
  else if (FOUR_SIDED.has(property)) flipped = mirrorFourSided(plain);
  else if (property === 'border-radius') flipped = mirrorRadius(plain);
  else if (property === 'transform') flipped = mirrorTransform(plain);
  else if (property === 'transform-origin') flipped = mirrorOrigin(plain);
  return [flippedProperty, flipped + important];
}

const isNoFlipComment = (element: StylisElement | undefined) =>
  element?.type === 'comm' && /@noflip/.test(String(element.children));

export const rtlStylisPlugin: StylisPlugin = (element, index, children) => {
  if (element.type !== 'decl' || typeof element.props !== 'string' || typeof element.children !== 'string')
    return;
  if (isNoFlipComment(children[index - 1])) return;
  const [property, value] = mirrorDeclaration(element.props, element.children);
  if (property === element.props && value === element.children) return;
  element.props = property;
  element.children = value;
  element.value = `${property}:${value};`;
  // stylis's prefixer reads the property name from the first `length` characters of `value`.
  element.length = property.length;
};
