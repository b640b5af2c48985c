import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  BEARER,
  everything,
  expectSent,
  fileNamed,
  formEntries,
  ok,
  recordingApi,
  sWrapperFailure,
} from '../../helpers/recordingApi';

const rawPackage = {
  _id: 'p1',
  __v: 0,
  uuid: 'pk-1',
  name: 'Gold',
  image: 'public/images/packages/image-1.png',
  colour: '#ffcc00',
  annualCost: 100,
  monthlyCost: null,
  benefits: ['Yoga', ' Diet plan'],
  numberOfHealthHeroSessions: 2,
  numberOfWellnessSupportGroups: 3,
  isActive: true,
};

const formValues = {
  packageName: 'Gold',
  annualCost: 100,
  monthlyCost: '',
  hhSessions: 2,
  wsgs: 3,
  benefits: [{ value: 'Yoga' }, { value: ' Diet plan ' }],
  colour: '#ffcc00',
};

describe('packages', () => {
  it('lists with GET /admin/package/list?page=1&limit=100 and the token, reading data.list', async () => {
    const { provider, calls } = recordingApi(() => ok({ list: [rawPackage] }));
    const { data, total } = await provider.getList('packages', everything());
    expectSent(calls[0], 'GET', '/admin/package/list', { page: 1, limit: 100 });
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      id: 'pk-1',
      packageName: 'Gold',
      hhSessions: 2,
      wsgs: 3,
      benefits: [{ value: 'Yoga' }, { value: 'Diet plan' }],
    });
  });

  it('reads the empty and failed list shapes ({list: []} and data: [])', async () => {
    for (const data of [{ list: [] }, []]) {
      const { provider } = recordingApi(() => ok(data));
      expect((await provider.getList('packages', everything())).total).toBe(0);
    }
  });

  it('searches by name', async () => {
    const { provider } = recordingApi(() =>
      ok({ list: [rawPackage, { ...rawPackage, uuid: 'pk-2', name: 'Silver' }] }),
    );
    const { data } = await provider.getList('packages', everything({ q: 'silv' }));
    expect(data.map((record) => record.id)).toEqual(['pk-2']);
  });

  it('views one with POST /admin/package/view {uuid}, and rejects the S-wrapper/400 not-found text', async () => {
    const { provider, calls } = recordingApi(() => ok(rawPackage));
    const { data } = await provider.getOne('packages', { id: 'pk-1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `${API_URL}/admin/package/view`,
      body: { uuid: 'pk-1' },
    });
    expect(data.packageName).toBe('Gold');

    const failing = recordingApi(() => sWrapperFailure('No document found'));
    const error = await failing.provider.getOne('packages', { id: 'x' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('No document found');
  });

  it('creates with multipart in the backend names: benefits joined by a bare comma, monthlyCost "", image file', async () => {
    const { provider, calls } = recordingApi(() => ok(rawPackage));
    await provider.create('packages', {
      data: { ...formValues, file: { rawFile: fileNamed('gold.png'), src: 'blob:1' } },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${API_URL}/admin/package/create` });
    expect(calls[0].headers.Authorization).toBe(BEARER);
    expect(formEntries(calls[0].body)).toEqual([
      ['name', 'Gold'],
      ['annualCost', '100'],
      ['monthlyCost', ''],
      ['benefits', 'Yoga,Diet plan'],
      ['numberOfHealthHeroSessions', '2'],
      ['numberOfWellnessSupportGroups', '3'],
      ['colour', '#ffcc00'],
      ['image', 'file:gold.png'],
    ]);
  });

  it('updates with PATCH multipart plus uuid, sending no image when none was chosen and no record fields', async () => {
    const { provider, calls } = recordingApi(() => ok(rawPackage));
    const record = { ...rawPackage, id: 'pk-1', ...formValues, file: { src: 'public/x.png', title: 'x' } };
    await provider.update('packages', { id: 'pk-1', data: record, previousData: record });
    expect(calls[0]).toMatchObject({ method: 'PATCH', url: `${API_URL}/admin/package/update` });
    const entries = formEntries(calls[0].body);
    expect(entries.map(([name]) => name)).toEqual([
      'name',
      'annualCost',
      'monthlyCost',
      'benefits',
      'numberOfHealthHeroSessions',
      'numberOfWellnessSupportGroups',
      'colour',
      'uuid',
    ]);
    expect(entries).toContainEqual(['uuid', 'pk-1']);
  });

  it('toggles with PATCH /admin/package/status/update {uuid, isActive}', async () => {
    const { provider, calls } = recordingApi(() => ok({ n: 1, nModified: 1, ok: 1 }));
    const { data } = await provider.toggleStatus('packages', {
      id: 'pk-1',
      value: false,
      previousData: { id: 'pk-1' },
    });
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `${API_URL}/admin/package/status/update`,
      body: { uuid: 'pk-1', isActive: false },
    });
    expect(data.isActive).toBe(false);
  });
});
