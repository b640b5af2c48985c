import { describe, expect, it } from 'vitest';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { mirrorDeclaration, rtlStylisPlugin } from '../../src/theme/rtlStylisPlugin';
import { writtenRules } from '../helpers/emotionSheets';

describe('mirrorDeclaration', () => {
  it.each([
    ['margin-left', '8px', 'margin-right', '8px'],
    ['padding-right', '0 !important', 'padding-left', '0 !important'],
    ['left', '0', 'right', '0'],
    ['border-left-color', 'red', 'border-right-color', 'red'],
    ['border-top-left-radius', '4px', 'border-top-right-radius', '4px'],
    ['text-align', 'left', 'text-align', 'right'],
    ['float', 'right', 'float', 'left'],
    ['transition', 'margin-left 225ms', 'transition', 'margin-right 225ms'],
    ['margin', '1px 2px 3px 4px', 'margin', '1px 4px 3px 2px'],
    ['padding', 'calc(1px + 2px) 0 0 16px', 'padding', 'calc(1px + 2px) 16px 0 0'],
    ['margin', '0 auto', 'margin', '0 auto'],
    ['border-radius', '1px 2px 3px 4px', 'border-radius', '2px 1px 4px 3px'],
    ['border-radius', '1px 2px', 'border-radius', '2px 1px'],
    ['transform', 'translate(14px, 16px) scale(1)', 'transform', 'translate(-14px, 16px) scale(1)'],
    ['transform', 'translateX(-20px)', 'transform', 'translateX(20px)'],
    ['transform', 'scale(1) translate(50%, -50%)', 'transform', 'scale(1) translate(-50%, -50%)'],
    ['transform', 'translate(0, 20px)', 'transform', 'translate(0, 20px)'],
    ['transform', 'translateX(calc(100% - 4px))', 'transform', 'translateX(calc(-1 * calc(100% - 4px)))'],
    ['transform', 'translateY(-100%) rotate(45deg)', 'transform', 'translateY(-100%) rotate(45deg)'],
    ['transform-origin', 'top left', 'transform-origin', 'top right'],
    ['transform-origin', '100% 0%', 'transform-origin', '0% 0%'],
    ['--left-gap', '4px', '--left-gap', '4px'],
    ['color', 'red', 'color', 'red'],
  ])('%s: %s → %s: %s', (property, value, mirroredProperty, mirroredValue) => {
    expect(mirrorDeclaration(property, value)).toEqual([mirroredProperty, mirroredValue]);
  });
});

describe('rtlStylisPlugin in an Emotion cache', () => {
  const inserted = (styles: string) => {
    const cache = createCache({ key: 'rtltest', stylisPlugins: [rtlStylisPlugin] });
    const serialized = serializeStyles([styles], cache.registered);
    cache.insert('.x', serialized, cache.sheet, true);
    return writtenRules(cache.sheet);
  };

  it('mirrors the declarations of a rule, nested rules and media queries included', () => {
    const css = inserted(
      'margin-left:8px;text-align:left;&:hover{padding-right:2px;}@media (min-width:600px){left:0;}',
    );
    expect(css).toContain('margin-right:8px');
    expect(css).toContain('text-align:right');
    expect(css).toContain('padding-left:2px');
    expect(css).toMatch(/@media \(min-width:600px\)\{\.x[^{]*\{right:0;\}\}/);
    expect(css).not.toMatch(/margin-left|padding-right|text-align:left/);
  });
});
