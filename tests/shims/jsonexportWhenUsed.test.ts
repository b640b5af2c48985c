import { describe, expect, it } from 'vitest';
import jsonexport from '../../src/shims/jsonexportWhenUsed';

/** What the build gives react-admin's default exporter for jsonexport: the same texts, once downloaded. */
describe('jsonexport, downloaded when first used', () => {
  const rows = [
    { name: 'Ann', city: 'Oslo' },
    { name: 'Bob', city: 'Rome, Italy' },
  ];
  const csv = 'name,city\nAnn,Oslo\nBob,"Rome, Italy"';

  it("answers react-admin's callback with the CSV text, options or not", async () => {
    const plain = await new Promise((resolve, reject) =>
      jsonexport(rows, (error: Error | null, text?: string) => (error ? reject(error) : resolve(text))),
    );
    expect(plain).toBe(csv);
    const withHeaders = await new Promise((resolve) =>
      jsonexport(rows, { headers: ['city'] }, (_error: Error | null, text?: string) => resolve(text)),
    );
    expect(withHeaders).toBe('city,name\nOslo,Ann\n"Rome, Italy",Bob');
  });

  it('answers a promise without a callback, and passes an error to the callback', async () => {
    await expect(jsonexport(rows)).resolves.toBe(csv);
    const error = await new Promise((resolve) =>
      jsonexport('not rows', (failure: Error | null) => resolve(failure)),
    );
    expect(error).toBeInstanceOf(Error);
  });
});
