import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { CoreAdminContext, useCanAccess, usePermissions } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/auth/authProvider';
import { fakeApi } from './fakeApi';

// Every signed-in user is an admin who may do everything (spec 1 §6). react-admin knows it in a screen's first
// render, without an async question the screen's data would wait for (issue 26: first real rows).
describe('access', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext authProvider={createAuthProvider(fakeApi(() => null).deps)}>
      {children}
    </CoreAdminContext>
  );

  it('is granted in the first render, to every resource and action', () => {
    const { result } = renderHook(
      () => ({
        list: useCanAccess({ action: 'list', resource: 'members' }),
        edit: useCanAccess({ action: 'edit', resource: 'packages' }),
        permissions: usePermissions(),
      }),
      { wrapper },
    );
    expect(result.current.list).toMatchObject({ isPending: false, canAccess: true });
    expect(result.current.edit).toMatchObject({ isPending: false, canAccess: true });
    expect(result.current.permissions.isPending).toBe(false);
  });
});
