import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies /v1 and /public to the reference server (npm run server).
const backend = process.env.VITE_BACKEND ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/v1': backend, '/public': backend },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
