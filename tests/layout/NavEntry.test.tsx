import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { NavEntry } from '../../src/layout/menu/NavEntry';
import { navigation } from '../../src/layout/navigation';
import { renderInAdmin } from './layoutHarness';

const events = navigation.find((item) => item.id === 'events')!;

const renderEvents = (sidebarOpen: boolean) =>
  renderInAdmin(<NavEntry item={events} />, { store: memoryStore({ 'sidebar.open': sidebarOpen }) });

describe('NavEntry', { timeout: 20000 }, () => {
  it('shows a group with its title and chevron in the open sidebar', async () => {
    const user = userEvent.setup();
    renderEvents(true);
    const group = screen.getByRole('button', { name: 'Events' });
    expect(group).toHaveTextContent('Events');
    await user.click(group);
    expect(await screen.findByRole('link', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('shows only the icon in the folded sidebar, still named (by its tooltip) and still opening', async () => {
    const user = userEvent.setup();
    renderEvents(false);
    const group = screen.getByRole('button', { name: 'Events' });
    expect(group).not.toHaveTextContent('Events');
    expect(screen.queryByTestId('ExpandMoreIcon')).toBeNull();
    await user.click(group);
    expect(await screen.findByRole('link', { name: 'Upcoming' })).toBeInTheDocument();
  });
});
