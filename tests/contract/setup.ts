import { beforeAll } from 'vitest';

/** Node has no Web Storage: the app's session (localStorage, sessionStorage) needs it in the contract tests. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (typeof globalThis[name] === 'undefined') {
    Object.defineProperty(globalThis, name, { value: new MemoryStorage(), configurable: true });
  }
}

// A worker runs its files one after another in one module graph (vitest.config.ts): each file starts signed out.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
