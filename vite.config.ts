import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Stand-ins for code the app never runs, or runs only late, kept out of the first screens' download (each file of
 * src/shims/ says why): the module `source` resolves to when imported from a file whose path contains `importer`.
 */
const STAND_INS = [
  {
    importer: '/node_modules/@mui/material/',
    source: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.js$/,
    shim: 'muiWithoutCssVariables.ts',
  },
  {
    importer: '/node_modules/ra-core/dist/export/defaultExporter.js',
    source: /^jsonexport\/dist\/index\.js$/,
    shim: 'jsonexportWhenUsed.ts',
  },
];

const standIns: Plugin = {
  name: 'stand-ins',
  enforce: 'pre',
  resolveId(source, importer) {
    const standIn = STAND_INS.find(
      (entry) => importer?.includes(entry.importer) && entry.source.test(source),
    );
    return standIn ? fileURLToPath(new URL(`./src/shims/${standIn.shim}`, import.meta.url)) : null;
  },
};

// The dev server proxies /v1 and /public to the reference server (npm run server).
const backend = process.env.VITE_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // The build is also written brotli- and gzip-compressed (file.js.br, file.js.gz) for the server to send the one
  // the browser accepts (server/src/http/uiFiles.ts), instead of compressing on each request.
  plugins: [standIns, react(), compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' })],
  resolve: {
    // Stand-ins for code the app never runs, kept out of the first screens' download (src/shims/ says why).
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/v1': backend, '/public': backend },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
