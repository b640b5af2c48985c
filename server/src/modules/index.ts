import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerModule } from './defineModule.js';

const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The descriptor file of a module folder: module.ts as tsx and Vitest run the server (module.js if compiled). */
const descriptorOf = (folder: string) =>
  ['module.ts', 'module.js'].map((file) => path.join(folder, file)).find((file) => existsSync(file));

async function importModules(dir: string): Promise<ServerModule[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules: ServerModule[] = [];
  for (const folder of folders) {
    const file = descriptorOf(path.join(dir, folder));
    if (!file) throw new Error(`server/src/modules/${folder} has no module.ts`);
    const { default: module } = (await import(pathToFileURL(file).href)) as { default: ServerModule };
    if (module?.name !== folder)
      throw new Error(
        `server/src/modules/${folder}/module.ts must default-export its module named '${folder}'`,
      );
    modules.push(module);
  }
  return modules;
}

const loaded = new Map<string, Promise<ServerModule[]>>();

/**
 * Every module of the server: each folder of server/src/modules with its `module.ts`, imported at start and sorted
 * by name, so a new module needs no line elsewhere (docs/adding-a-resource.md). @fastify/autoload would find the
 * route plugins only; a module also brings its seed, so the folders are read here. Read once per folder.
 */
export function loadModules(dir = MODULES_DIR): Promise<ServerModule[]> {
  let modules = loaded.get(dir);
  if (!modules) loaded.set(dir, (modules = importModules(dir)));
  return modules;
}
