import { render, waitFor } from '@testing-library/react';
import { AdminContext, Loading, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { adminTheme } from '../../src/theme/adminTheme';
import { fakeDataProvider } from '../helpers/fakeDataProvider';
import { testI18nProvider } from '../helpers/testI18nProvider';
import { writtenRules } from '../helpers/emotionSheets';

describe('the admin theme', () => {
  it("writes a loading screen's 'Please wait' in the secondary text colour, which reaches 4.5:1 (not the disabled one)", async () => {
    render(
      <AdminContext
        dataProvider={fakeDataProvider({})}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
        theme={adminTheme}
      >
        <Loading timeout={0} />
      </AdminContext>,
    );
    await waitFor(() => expect(document.querySelector('.RaLoading-message')).not.toBeNull());
    // The test DOM computes no inherited colours: the rule emotion wrote for the message block (the text inherits it).
    const rules = writtenRules();
    expect(rules).toMatch(/\.RaLoading-message\{[^}]*color:rgba\(0, 0, 0, 0\.6\)/);
  });
});
