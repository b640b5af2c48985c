/** Black or white, whichever reads better on a `#rgb` / `#rrggbb` background (others: white). */
export function contrastText(background: string): '#000' | '#fff' {
  const hex = background.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  // Perceived brightness (ITU-R BT.601 weights).
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? '#000' : '#fff';
}
