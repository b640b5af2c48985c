/**
 * Provider: getList over a cached 10 000-member collection with a search, a sort and a page: the client-side
 * work that every page, sort and search change costs once the collection is cached.
 */
import { performance } from 'node:perf_hooks';
import { createDataProvider } from '../src/api/dataProvider';
import type { ApiRequest, ApiResponse, HttpClient } from '../src/api/types';
import { median, type Figure } from './figures';

const SECTION = 'provider';
const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Isla', 'Omar', 'Priya', 'Lucas'];
const LAST = ['Smith', 'Garcia', 'Khan', 'Chen', 'Brown', 'Patel', 'Rossi', 'Müller', 'Silva', 'Kim'];
const COUNTRIES = ['United States', 'India', 'Turkey', 'Canada', 'Brazil'];

/** Members as GET /admin/members/list sends them (api-contract §7.C1). */
function wireMembers(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const hasPackage = i % 4 !== 0;
    return {
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      name: `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`,
      email: `member${i}@example.com`,
      mobile: String(5550000000 + i),
      countryCode: '1',
      city: 'Springfield',
      country: COUNTRIES[i % COUNTRIES.length],
      gender: i % 2 ? 'Female' : 'Male',
      ageGroup: '30-50',
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 3600_000).toISOString(),
      coverImage: 'public/assets/images/palceholder.jpg',
      isActive: i % 7 !== 0,
      package: hasPackage
        ? {
            uuid: `pkg-${i % 3}`,
            name: ['Starter', 'Explorer', 'Champion'][i % 3],
            status: 'active',
            date: '2024-01-01',
          }
        : { uuid: '', name: '', status: 'inactive', date: '' },
      Package: hasPackage ? [{ colour: '#ff9800' }] : [],
      id: null,
    };
  });
}

export async function benchProvider(runs = 200): Promise<Figure[]> {
  const members = wireMembers(10000);
  let requests = 0;
  // Answers as paginatedResults does: the page asked for, `next` while more remain.
  const httpClient: HttpClient = async <T>(request: ApiRequest) => {
    requests++;
    const page = Number(request.query?.page ?? 1);
    const limit = Number(request.query?.limit ?? members.length);
    const list = members.slice((page - 1) * limit, page * limit);
    const next = page * limit < members.length ? { page: page + 1, limit, count: members.length } : undefined;
    return { status: 200, data: { list, next } } as ApiResponse<T>;
  };
  const provider = createDataProvider(httpClient);
  const cases = [
    { name: 'search, sort name DESC', filter: { q: 'an' }, sort: { field: 'name', order: 'DESC' } },
    {
      name: 'active + search, sort createdAt',
      filter: { incomplete: false, q: 'a' },
      sort: { field: 'createdAt', order: 'ASC' },
    },
    { name: 'search, sort email', filter: { q: 'in' }, sort: { field: 'email', order: 'ASC' } },
    // A blank search matches everything: all 10 000 records in the view.
    { name: 'all 10 000, sort country', filter: { q: ' ' }, sort: { field: 'country', order: 'DESC' } },
  ] as const;
  const listParams = (
    filter: Record<string, unknown>,
    sort: { field: string; order: 'ASC' | 'DESC' },
    page = 3,
  ) => ({
    filter,
    sort,
    pagination: { page, perPage: 25 },
  });
  await provider.getList('members', listParams({}, { field: 'name', order: 'ASC' }, 1));
  const figures: Figure[] = [];
  for (const c of cases) {
    // A different search each run, so the filter and the sort really run (the provider remembers recent views).
    const fresh: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await provider.getList(
        'members',
        listParams(
          { ...c.filter, q: c.filter.q.trim() ? `${c.filter.q}${i % 10}` : ' '.repeat(1 + (i % 50)) },
          c.sort,
        ),
      );
      fresh.push(performance.now() - t0);
    }
    figures.push({
      section: SECTION,
      name: `getList over 10 000 cached: ${c.name}, new query (median of ${runs})`,
      value: median(fresh),
      unit: 'ms',
      goal: 5,
    });
    const pages: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await provider.getList('members', listParams(c.filter, c.sort, 1 + (i % 20)));
      pages.push(performance.now() - t0);
    }
    figures.push({
      section: SECTION,
      name: `  then page changes on that view (median of ${runs})`,
      value: median(pages),
      unit: 'ms',
      goal: 5,
    });
  }
  figures.push({
    section: SECTION,
    name: 'HTTP requests for all of the above',
    value: requests,
    unit: 'requests',
    goal: 1,
  });
  return figures;
}
