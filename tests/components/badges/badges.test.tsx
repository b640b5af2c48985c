import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { PackageBadge } from '../../../src/components/badges/PackageBadge';
import { StatusBadge } from '../../../src/components/badges/StatusBadge';
import { contrastText } from '../../../src/components/badges/contrastText';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { cascadedColour } from '../../helpers/computedStyle';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const dataProvider = fakeDataProvider({});

describe('PackageBadge', () => {
  it("shows the package on its colour, 'N/A' without a package", async () => {
    renderWithAdmin(
      <>
        <PackageBadge name="Gold" colour="#ffd700" />
        <PackageBadge name="" colour="#000" />
      </>,
      { dataProvider },
    );
    const gold = (await screen.findByText('Gold')).closest('.MuiChip-root')!;
    expect(cascadedColour(gold, 'backgroundColor')).toBe('rgb(255, 215, 0)');
    expect(cascadedColour(gold, 'color')).toBe('rgb(0, 0, 0)');
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('picks readable text for the colour', () => {
    expect(contrastText('#ffffff')).toBe('#000');
    expect(contrastText('#123')).toBe('#fff');
    expect(contrastText('red')).toBe('#fff');
    // The seeded Starter green and Legacy grey (issue 27: white on them read 2.77:1 and 4.37:1).
    expect(contrastText('#4caf50')).toBe('#000');
    expect(contrastText('#607d8b')).toBe('#000');
  });

  it('reaches 4.5:1 on every colour (WCAG 2.1 AA for text)', () => {
    const below: string[] = [];
    for (let rgb = 0; rgb < 0x1000; rgb++) {
      const colour = `#${rgb.toString(16).padStart(3, '0')}`;
      if (getContrastRatio(colour, contrastText(colour)) < 4.5) below.push(colour);
    }
    expect(below).toEqual([]);
  });
});

describe('StatusBadge', () => {
  it('translates its text and takes the tone colour', async () => {
    renderWithAdmin(<StatusBadge label="app.transactions.status.failed" tone="error" />, { dataProvider });
    expect((await screen.findByText('Failed')).closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });
});
