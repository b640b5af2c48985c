import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { MemberAutocomplete } from '../../../src/components/forms/MemberAutocomplete';
import { fakeDataProvider } from '../../helpers/fakeDataProvider';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

const members = [
  { id: 'a', name: 'Ann Archer', email: 'ann@example.com', country: 'Spain' },
  { id: 'b', name: 'Bob Baker', email: 'bob@example.com', country: 'Annland' },
];

const Picker = () => {
  const [member, setMember] = useState<RaRecord | null>(null);
  return (
    <>
      <MemberAutocomplete value={member} onChange={setMember} />
      <output>{member?.id ?? 'none'}</output>
    </>
  );
};

const setup = () => {
  const dataProvider = fakeDataProvider({ members });
  renderWithAdmin(<Picker />, { dataProvider });
  return { dataProvider, box: screen.getByLabelText('Enter at least 3 letters to fetch the members list') };
};

describe('MemberAutocomplete', () => {
  it('waits for 3 letters before looking members up', async () => {
    const { dataProvider, box } = setup();
    await userEvent.type(box, 'an');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('matches name or email only and picks with the arrow keys', async () => {
    const { box } = setup();
    await userEvent.type(box, 'ann');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Ann Archer (ann@example.com)',
      ]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('a');
  });

  it('moves down and back up through several suggestions', async () => {
    const { box } = setup();
    await userEvent.type(box, 'example');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('a');
    expect(box).toHaveValue('Ann Archer (ann@example.com)');
  });

  it("says 'No result found!' and closes on Escape", async () => {
    const { box } = setup();
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText('No result found!')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('No result found!')).not.toBeInTheDocument());
  });

  it('offers only the members `offers` accepts', async () => {
    const dataProvider = fakeDataProvider({
      members: [...members, { id: 'c', name: null, email: 'anna@example.com', country: 'Spain' }],
    });
    const Restricted = () => {
      const [member, setMember] = useState<RaRecord | null>(null);
      return (
        <MemberAutocomplete value={member} onChange={setMember} offers={(m) => Boolean(m.name && m.email)} />
      );
    };
    renderWithAdmin(<Restricted />, { dataProvider });
    await userEvent.type(screen.getByLabelText('Enter at least 3 letters to fetch the members list'), 'ann');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Ann Archer (ann@example.com)',
      ]),
    );
  });
});
