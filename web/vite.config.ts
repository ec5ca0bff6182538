import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { buildManifest } from './build/buildManifest.ts';
import { initialJsBudget } from './build/initialJsBudget.ts';
import { inlineEntryCss } from './build/inlineEntryCss.ts';
import { precompileMessages } from './build/precompileMessages.ts';
import { preloadAddressLanguage } from './build/preloadAddressLanguage.ts';
import { shellInEntry } from './build/shellInEntry.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  // Spec budget: the home page's initial JavaScript stays within 170 kB gzip.
  plugins: [
    react(),
    shellInEntry(),
    precompileMessages(),
    initialJsBudget(170),
    inlineEntryCss(),
    preloadAddressLanguage(),
    buildManifest(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: true, // prints gzip size per chunk
    target: 'es2022',
    // Minified kB (not gzip). The budget is 170 kB gzip of initial JS; ~400 kB minified is about that.
    chunkSizeWarningLimit: 400,
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
