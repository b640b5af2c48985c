import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/** Stands in for MUI's CSS-variables theme, which the app never runs (src/shims/muiWithoutCssVariables.ts says why). */
const muiWithoutCssVariables: Plugin = {
  name: 'mui-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer?.includes('/node_modules/@mui/material/')) return null;
    if (!/^\.\/(createThemeWithVars|ThemeProviderWithVars)\.js$/.test(source)) return null;
    return fileURLToPath(new URL('./src/shims/muiWithoutCssVariables.ts', import.meta.url));
  },
};

// The dev server proxies /v1 and /public to the reference server (npm run server).
const backend = process.env.VITE_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // The build is also written brotli- and gzip-compressed (file.js.br, file.js.gz) for the server to send the one
  // the browser accepts (server/src/http/uiFiles.ts), instead of compressing on each request.
  plugins: [
    muiWithoutCssVariables,
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
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
