import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Where Vite writes the hashed files of the build (their names change with their content). */
const HASHED_DIR = 'assets';

/**
 * The cache policy of a file of the built UI: hashed assets never change under their name (a year, immutable);
 * everything else (index.html, the public folder's files) is revalidated on each use.
 */
export function uiCacheControl(uiDir: string, file: string): string {
  const [top] = path.relative(uiDir, file).split(path.sep);
  return top === HASHED_DIR ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @fastify/static's options for the built UI: the brotli or gzip file written at build time
 * (vite-plugin-compression2) when the browser accepts it, the file itself otherwise; the cache policy above.
 * The compressed files are not routes of their own.
 */
export function uiStaticOptions(uiDir: string): FastifyStaticOptions {
  return {
    root: uiDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, file) => reply.header('cache-control', uiCacheControl(uiDir, file)),
  };
}
