import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Button, TextField } from '@mui/material';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('the component tests insert Emotion’s rules as its production build does (tests/setup.ts)', () => {
  it('puts a screen’s rules into one style element per sheet, not one element per rule', () => {
    const container = document.createElement('div');
    document.head.append(container);
    const cache = createCache({ key: 'sheettest', container });
    render(
      <CacheProvider value={cache}>
        <Button variant="contained">Save</Button>
        <TextField label="Name" />
      </CacheProvider>,
    );
    // One for the components' rules, one for the text field's <Global> (MUI's autofill keyframes).
    const elements = [...container.querySelectorAll('style')];
    expect(elements).toHaveLength(2);
    expect(
      elements.reduce((rules, element) => rules + (element.sheet?.cssRules.length ?? 0), 0),
    ).toBeGreaterThan(10);
    container.remove();
  });

  it('drops a rule the DOM cannot parse without printing it, as production does', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cache = createCache({ key: 'sheettest-invalid' });
    cache.sheet.insert('.x$disabled{color:red;}');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
