import { getContrastRatio } from '@mui/material/styles';

/**
 * Black or white, whichever has the higher WCAG contrast ratio on `background` (a hex, rgb() or hsl() colour;
 * others: white). One of the two always reaches 4.5:1, so text on any colour a package is given stays readable
 * (WCAG 2.1 1.4.3; issue 27).
 */
export function contrastText(background: string): '#000' | '#fff' {
  let onWhite: number;
  let onBlack: number;
  try {
    onWhite = getContrastRatio(background.trim(), '#fff');
    onBlack = getContrastRatio(background.trim(), '#000');
  } catch {
    // Not a colour MUI reads (a CSS name): white, as the badge always showed.
    return '#fff';
  }
  return onBlack > onWhite ? '#000' : '#fff';
}
