import { alpha, keyframes, type Theme } from '@mui/material';
import { CHANGED_ROW_MS } from '../../layout/live/changedRows';

/** The attribute of a row another administrator just changed (layout/live/changedRows.ts). */
export const CHANGED_ROW_ATTRIBUTE = 'data-changed';

/** The bar's width, on the row's starting side (mirrored on a right-to-left page). */
const BAR = '4px';

const fading = keyframes`
  from { background-color: var(--wa-changed-tint); }
  to { background-color: transparent; }
`;

/**
 * A row another administrator just changed (issue 29), for CHANGED_ROW_MS: a solid bar along its starting edge,
 * in the primary colour (at least 3:1 on the rows' white, WCAG 1.4.11), so the mark is a shape and not a colour
 * alone, and a tint fading out over the same time; with reduced motion asked for, the tint stays still until the
 * mark goes. Screen readers are told in words (ChangedRowsAnnouncer).
 */
export const changedRowMarks = (theme: Theme) =>
  ({
    '--wa-changed-bar': BAR,
    '[dir="rtl"] &': { '--wa-changed-bar': `-${BAR}` },
    [`& > tr[${CHANGED_ROW_ATTRIBUTE}]`]: {
      '--wa-changed-tint': alpha(theme.palette.primary.main, 0.14),
      '& > td': { animation: `${fading} ${CHANGED_ROW_MS}ms ease-in both` },
      '& > td:first-of-type': {
        boxShadow: `inset var(--wa-changed-bar) 0 0 ${theme.palette.primary.main}`,
      },
      '@media (prefers-reduced-motion: reduce)': {
        '& > td': { animation: 'none', backgroundColor: 'var(--wa-changed-tint)' },
      },
      // A phone's row is a card (stackedRows): the bar runs along the whole card, not its first line.
      [theme.breakpoints.down('sm')]: {
        boxShadow: `inset var(--wa-changed-bar) 0 0 ${theme.palette.primary.main}`,
        '& > td:first-of-type': { boxShadow: 'none' },
      },
    },
  }) as const;
