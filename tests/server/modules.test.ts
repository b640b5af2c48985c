/**
 * Issue 25, the server half: a resource is one module, server/src/modules/<name>/, found at start. Its name appears
 * in at most 3 server source files outside its own module (scripts/resourceNames.ts counts them), and its seed is
 * ordered by what it declares. That adding one edits no existing file is run by the guide's example
 * (tests/docs/addingAResourceServer.test.ts: a copy of the server with the `notes` module's new files only).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countModuleNames, declaredModules } from '../../scripts/resourceNames';
import type { ServerModule } from '../../server/src/modules/defineModule';
import { loadModules } from '../../server/src/modules/index';
import { seedOrder } from '../../server/src/seed/index';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Issue 25's goal: a resource's name appears in at most 3 source files outside its own modules. */
const MOST_FILES = 3;

const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A folder of modules, each `name → the source of its module.ts`. */
async function moduleFolder(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'wa-modules-'));
  temporary.push(dir);
  for (const [folder, source] of Object.entries(files)) {
    await mkdir(path.join(dir, folder));
    await writeFile(path.join(dir, folder, 'module.ts'), source);
  }
  return dir;
}

const seeding = (name: string, after: string[] = []): ServerModule => ({
  name,
  routes: async () => undefined,
  seed: { after, run: async () => undefined },
});

describe('server modules (server/src/modules)', () => {
  it('finds every folder, each by its module.ts, sorted by name', async () => {
    const names = (await loadModules()).map((module) => module.name);
    expect(names).toEqual(declaredModules(ROOT));
    expect(names).toContain('packages');
    expect(names.length).toBeGreaterThan(10);
  });

  it('refuses a folder without module.ts, and a module.ts named for another folder', async () => {
    const plain = "export default { name: 'notes', routes: async () => undefined };\n";
    expect((await loadModules(await moduleFolder({ notes: plain }))).map((module) => module.name)).toEqual([
      'notes',
    ]);
    await expect(loadModules(await moduleFolder({ other: plain }))).rejects.toThrow(
      "server/src/modules/other/module.ts must default-export its module named 'other'",
    );
    const empty = await moduleFolder({});
    await mkdir(path.join(empty, 'bare'));
    await expect(loadModules(empty)).rejects.toThrow('server/src/modules/bare has no module.ts');
  });

  it(`finds each module named in at most ${MOST_FILES} server source files outside the modules`, () => {
    const counts = countModuleNames(ROOT);
    expect(counts.map((count) => count.name)).toEqual(declaredModules(ROOT));
    const over = counts.filter((count) => count.files.length > MOST_FILES);
    expect(over.map(({ name, files }) => `${name}: ${files.join(', ')}`)).toEqual([]);
    // The count sees what it should: the change stream reads the activity table.
    expect(counts.find((count) => count.name === 'activity')?.files).toContain(
      'server/src/changes/changeFeed.ts',
    );
  });
});

describe('the seed order (seed/index.ts)', () => {
  it("seeds each module after the modules its seed names in 'after'", async () => {
    const modules = await loadModules();
    const order = seedOrder(modules).map((module) => module.name);
    expect([...order].sort()).toEqual(modules.filter((module) => module.seed).map((module) => module.name));
    for (const module of modules) {
      for (const before of module.seed?.after ?? []) {
        expect(order.indexOf(before), `${before} before ${module.name}`).toBeLessThan(
          order.indexOf(module.name),
        );
      }
    }
  });

  it('takes the modules in name order where their order is free, and leaves out those without a seed', () => {
    const bare: ServerModule = { name: 'aaa', routes: async () => undefined };
    const order = seedOrder([seeding('packages'), seeding('members', ['packages']), bare, seeding('notes')]);
    expect(order.map((module) => module.name)).toEqual(['notes', 'packages', 'members']);
  });

  it("refuses an 'after' naming no seeding module, and modules each after another", () => {
    expect(() => seedOrder([seeding('members', ['packages'])])).toThrow(
      'The seed of members is after packages: no such seed',
    );
    expect(() => seedOrder([seeding('a', ['b']), seeding('b', ['a'])])).toThrow(
      'The seeds of a, b are each after another: no order fits',
    );
  });
});
