import { describe, expect, it } from 'vitest';
import {
  API_URL,
  everything,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
} from '../../helpers/recordingApi';
import { rawHero as hero } from '../heroFixtures';

const form = {
  userUuid: 'u1',
  experience: '10 years',
  diseaseType: ['Cancer', 'Diabetes'],
  areaOfMentoring: ['Diet', 'Lifestyle'],
  preferrableDays: ['Monday', 'Friday'],
  ageBracket: 'Senior',
  category: 'Combat',
  numberOfHours: 4,
  mentoringChannel: 'online',
  membershipPackage: 'pk-1',
  reasonForMentoring: 'Help',
};

describe('heroes', () => {
  it('lists GET /admin/healthHero/list?page=1&limit=100 with user and package display fields', async () => {
    const { provider, calls } = recordingApi(() => ok({ list: [hero] }));
    const { data } = await provider.getList('heroes', everything({ q: 'diabetes' }));
    expectSent(calls[0], 'GET', '/admin/healthHero/list', { page: 1, limit: 100 });
    expect(data[0]).toMatchObject({
      id: 'h1',
      name: 'Asha',
      email: 'a@x.io',
      country: 'India',
      diseaseTypeText: 'Cancer, Diabetes',
      membershipName: 'Gold',
      packageColour: '#fc0',
    });
  });

  it('reads the empty shape data: [] and views with POST /admin/healthHero/view {uuid}', async () => {
    expect((await recordingApi(() => ok([])).provider.getList('heroes', everything())).total).toBe(0);
    const { provider, calls } = recordingApi(() => ok(hero));
    await provider.getOne('heroes', { id: 'h1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/healthHero/view`,
      body: { uuid: 'h1' },
    });
  });

  it('creates with multipart, list fields joined by a bare comma, the photo in `image`', async () => {
    const { provider, calls } = recordingApi(() => ok(hero));
    await provider.create('heroes', { data: { ...form, file: { rawFile: fileNamed('h.png') } } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/healthHero/create` });
    expect(formEntries(calls[0].body)).toEqual([
      ['userUuid', 'u1'],
      ['ageBracket', 'Senior'],
      ['category', 'Combat'],
      ['experience', '10 years'],
      ['diseaseType', 'Cancer,Diabetes'],
      ['areaOfMentoring', 'Diet,Lifestyle'],
      ['preferrableDays', 'Monday,Friday'],
      ['mentoringChannel', 'online'],
      ['numberOfHours', '4'],
      ['membershipPackage', 'pk-1'],
      ['reasonForMentoring', 'Help'],
      ['image', 'file:h.png'],
    ]);
  });

  it('updates with multipart PATCH: diseaseType as repeated parts (J4 does not split it), uuid added', async () => {
    const { provider, calls } = recordingApi(() => ok({}));
    const record = { ...hero, id: 'h1', ...form };
    await provider.update('heroes', { id: 'h1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/healthHero/update` });
    const entries = formEntries(calls[0].body);
    expect(entries.filter(([name]) => name === 'diseaseType')).toEqual([
      ['diseaseType', 'Cancer'],
      ['diseaseType', 'Diabetes'],
    ]);
    expect(entries).toContainEqual(['areaOfMentoring', 'Diet,Lifestyle']);
    expect(entries).toContainEqual(['uuid', 'h1']);
    expect(entries.map(([name]) => name)).not.toContain('User');
  });

  it('toggles with PATCH /admin/healthHero/status/update {uuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    await provider.toggleStatus('heroes', { id: 'h1', value: false });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/healthHero/status/update`,
      body: { uuid: 'h1', isActive: false },
    });
  });
});

const session = (uuid: string) => ({
  _id: `_${uuid}`,
  uuid,
  userUuid: `u-${uuid}`,
  healthHeroUuid: 'h1',
  name: 'Mary',
  email: 'm@x.io',
  sessionPurpose: 'Diet advice',
  isActive: null,
});

describe('hero session requests and registered users', () => {
  it('reads pending requests with POST …/list/pending?page&limit=9 {healthHeroUuid}, page after full page', async () => {
    const nine = Array.from({ length: 9 }, (_, index) => session(`s${index}`));
    const { provider, calls } = recordingApi((request) =>
      request.query?.page === 1
        ? ok({ list: nine, next: { page: 2, limit: 9, count: 10 } })
        : ok({ list: [session('s9')] }),
    );
    const { total } = await provider.getList('heroSessionRequests', everything({ heroId: 'h1' }));
    expect(total).toBe(10);
    expect(calls.map((call) => [call.method, call.url, call.query, call.body])).toEqual([
      [
        'POST',
        `${API_URL}/admin/user/healthhero/list/pending`,
        { page: 1, limit: 9 },
        { healthHeroUuid: 'h1' },
      ],
      [
        'POST',
        `${API_URL}/admin/user/healthhero/list/pending`,
        { page: 2, limit: 9 },
        { healthHeroUuid: 'h1' },
      ],
    ]);
  });

  it('approves and rejects with PATCH …/user/request/status/toggle {userUuid, healthHeroUuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1 }));
    const record = { ...session('s1'), id: 's1' };
    await provider.act('heroSessionRequests', 'approve', { id: 's1', record });
    await provider.act('heroSessionRequests', 'reject', { id: 's1', record });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'PATCH',
        `${API_URL}/admin/healthhero/user/request/status/toggle`,
        { userUuid: 'u-s1', healthHeroUuid: 'h1', isActive: true },
      ],
      [
        'PATCH',
        `${API_URL}/admin/healthhero/user/request/status/toggle`,
        { userUuid: 'u-s1', healthHeroUuid: 'h1', isActive: false },
      ],
    ]);
  });

  it('reads registered users with POST …/list/approved?page=1&limit=100 {healthHeroUuid}, data: [] when empty', async () => {
    const { provider, calls } = recordingApi(() => ok([]));
    expect((await provider.getList('heroRegisteredUsers', everything({ heroId: 'h1' }))).total).toBe(0);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/user/healthhero/list/approved`,
      query: { page: 1, limit: 100 },
      body: { healthHeroUuid: 'h1' },
    });
  });
});
