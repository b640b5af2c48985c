import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { CELL_VALUE_CLASS } from '../../../src/components/list/clampedCells';
import { FaqList } from '../../../src/resources/faqs/FaqList';
import { PackageList } from '../../../src/resources/packages/PackageList';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { members, packages } from '../../resources/fixtures';

const LONG_QUESTION = `${'Why '.repeat(1250)}?`;

const renderFaqs = () =>
  renderWithAdmin(
    <ResourceContextProvider value="faqs">
      <FaqList />
    </ResourceContextProvider>,
    {
      dataProvider: fakeDataProvider({
        faqs: [
          { id: 'f-long', uuid: 'f-long', question: LONG_QUESTION, answer: 'A', isActive: true },
          { id: 'f-short', uuid: 'f-short', question: 'Short?', answer: 'B', isActive: true },
        ],
      }),
      url: '/faqs',
    },
  );

/** The test DOM lays nothing out: a box is made to cut its value by giving it more content height than box height. */
const laidOut = (box: Element, content: number, height: number) => {
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: content });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: height });
};

describe('long values in every list (PositionKeyedBody)', { timeout: 20_000 }, () => {
  it("puts each cell's value in the box that cuts it after three lines", async () => {
    renderFaqs();
    const link = await screen.findByRole('link', { name: LONG_QUESTION });
    expect(link.parentElement).toHaveClass(CELL_VALUE_CLASS);
    const row = link.closest('tr')!;
    // Every cell after the selection checkbox: the row number, the question and the switch.
    for (const cell of within(row).getAllByRole('cell').slice(1)) {
      expect(cell.firstElementChild).toHaveClass(CELL_VALUE_CLASS);
    }
  });

  it('shows the full text of a cut value on hover, and no tooltip for a value shown whole', async () => {
    renderFaqs();
    const long = (await screen.findByRole('link', { name: LONG_QUESTION })).parentElement!;
    const short = screen.getByRole('link', { name: 'Short?' }).parentElement!;
    laidOut(long, 2000, 60);
    laidOut(short, 20, 20);
    fireEvent.pointerOver(long.firstElementChild!);
    fireEvent.pointerOver(short.firstElementChild!);
    expect(long).toHaveAttribute('title', LONG_QUESTION);
    expect(short).not.toHaveAttribute('title');
  });

  it('leaves number columns as react-admin renders them', async () => {
    renderWithAdmin(
      <ResourceContextProvider value="packages">
        <PackageList />
      </ResourceContextProvider>,
      { dataProvider: fakeDataProvider({ members, packages }), url: '/packages' },
    );
    const row = (await screen.findByRole('link', { name: 'Gold' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    // The two number columns and the selection checkbox are not clamped.
    expect(cells.filter((cell) => cell.firstElementChild?.classList.contains(CELL_VALUE_CLASS)).length).toBe(
      cells.length - 3,
    );
  });
});
