/** Members as GET /admin/members/list sends them (api-contract §7.C1), and an in-memory backend answering them. */
import type { ApiRequest, ApiResponse, HttpClient } from '../src/api/types';

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Isla', 'Omar', 'Priya', 'Lucas'];
const LAST = ['Smith', 'Garcia', 'Khan', 'Chen', 'Brown', 'Patel', 'Rossi', 'Müller', 'Silva', 'Kim'];
const COUNTRIES = ['United States', 'India', 'Turkey', 'Canada', 'Brazil'];

export function wireMembers(count: number) {
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

/**
 * A backend holding `members`, answering a list as the server's paginatedResults does: the page asked for, and
 * `next` (with the count) while more remain. `onRequest` hears each request.
 */
export function membersBackend(members: unknown[], onRequest: () => void = () => undefined): HttpClient {
  return async <T>(request: ApiRequest) => {
    onRequest();
    const page = Number(request.query?.page ?? 1);
    const limit = Number(request.query?.limit ?? members.length);
    const list = members.slice((page - 1) * limit, page * limit);
    const next = page * limit < members.length ? { page: page + 1, limit, count: members.length } : undefined;
    return { status: 200, data: { list, next } } as ApiResponse<T>;
  };
}
