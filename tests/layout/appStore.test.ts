import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/layout/appStore';

describe('the store at logout', () => {
  it("keeps the browser's language and the shortcuts, and clears the rest", () => {
    const store = createAppStore();
    store.setup();
    store.setItem('locale', 'ar');
    store.setItem('shortcuts.items', ['/admin/members']);
    store.setItem('members.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('locale')).toBe('ar');
    expect(store.getItem('shortcuts.items')).toEqual(['/admin/members']);
    expect(store.getItem('members.listParams')).toBeUndefined();
    store.teardown();
  });
});
