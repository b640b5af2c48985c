import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  AdminUI,
  ListBase,
  memoryStore,
  Resource,
  TestMemoryRouter,
  useResourceDefinitions,
  type DataProvider,
  type ResourceDefinitions,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { FixedResourceDefinitions } from '../../src/routes/FixedResourceDefinitions';

const PostList = () => (
  <ListBase>
    <p>posts list</p>
  </ListBase>
);

const resources = [
  <Resource key="posts" name="posts" list={PostList} />,
  <Resource key="tags" name="tags" />,
];

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

/** Renders the admin at /posts; returns the definitions its layout saw at each of its renders. */
async function renderAdmin(wrap: (ui: ReactNode) => ReactNode) {
  const seen: ResourceDefinitions[] = [];
  const CountingLayout = ({ children }: { children: ReactNode }) => {
    seen.push(useResourceDefinitions());
    return <main>{children}</main>;
  };
  render(
    <TestMemoryRouter initialEntries={['/posts']}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()}>
        {wrap(<AdminUI layout={CountingLayout}>{resources}</AdminUI>)}
      </AdminContext>
    </TestMemoryRouter>,
  );
  await screen.findByText('posts list');
  return seen;
}

describe('FixedResourceDefinitions', () => {
  it('gives the layout every resource from its first render on, and never new definitions', async () => {
    const seen = await renderAdmin((ui) => (
      <FixedResourceDefinitions resources={resources}>{ui}</FixedResourceDefinitions>
    ));
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toEqual({
      posts: expect.objectContaining({ name: 'posts', hasList: true, hasCreate: false }),
      tags: expect.objectContaining({ name: 'tags', hasList: false }),
    });
  });

  it('is needed: react-admin registering the resources itself gives the layout new definitions after mount', async () => {
    const seen = await renderAdmin((ui) => ui);
    expect(seen[0]).toEqual({});
    expect(new Set(seen).size).toBeGreaterThan(2);
  });
});
