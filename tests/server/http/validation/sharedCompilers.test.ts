import { describe, expect, it, vi } from 'vitest';
import { compiledOnce } from '../../../../server/src/http/validation/sharedCompilers';

const route = (schema: unknown, httpStatus = '200') => ({ method: 'GET', url: '/x', httpStatus, schema });

describe('compiledOnce', () => {
  it('compiles a schema once for every app and route that asks, even as a new object', () => {
    const compile = vi.fn(() => () => 'compiled');
    const factory = compiledOnce(() => compile);
    const first = factory(
      {},
      { strict: true },
    )(route({ type: 'object', properties: { a: { type: 'string' } } }));
    const again = factory(
      {},
      { strict: true },
    )(route({ type: 'object', properties: { a: { type: 'string' } } }));
    expect(again).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('compiles again for another schema, another status or other options', () => {
    const compile = vi.fn(() => () => 'compiled');
    const factory = compiledOnce(() => compile);
    factory({}, { strict: true })(route({ type: 'string' }));
    factory({}, { strict: true })(route({ type: 'number' }));
    factory({}, { strict: true })(route({ type: 'string' }, '404'));
    factory({}, { strict: false })(route({ type: 'string' }));
    expect(compile).toHaveBeenCalledTimes(4);
  });
});
