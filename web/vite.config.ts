import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true, // prints gzip size per chunk
    target: 'es2022',
    // Pages and heavy libraries are lazy; keep the shell small.
    chunkSizeWarningLimit: 170,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/notification': { target: api, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/notification': { target: api, ws: true },
    },
  },
});
