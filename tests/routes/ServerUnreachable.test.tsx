/** Issue 27, phones: the unreachable page's 'Try again' keeps its words on a small screen (it has no icon). */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ServerUnreachable } from '../../src/routes/ServerUnreachable';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { renderWithAdmin } from '../helpers/renderWithAdmin';
import { windowWidth } from '../helpers/windowWidth';

describe('the server-unreachable page on a phone', () => {
  it("shows 'Try again' as a button with its text", () => {
    windowWidth(390);
    renderWithAdmin(<ServerUnreachable onRetry={() => undefined} retryEveryMs={60_000} />, {
      dataProvider: fakeDataProvider({}),
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveTextContent('Try again');
  });
});
