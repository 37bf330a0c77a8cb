import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { routeChunks } from './route-chunks';

/** The domain is consumed from its TypeScript source (its dist is CommonJS, made for Node). */
const domainSource = fileURLToPath(new URL('../domain/src/index.ts', import.meta.url));
const domainDir = fileURLToPath(new URL('../domain/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), routeChunks(fileURLToPath(new URL('./src/App.tsx', import.meta.url)))],
  resolve: { alias: { '@esthetics/domain': domainSource } },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // `npm run dev`: the API is the backend on its own port; the browser sees one origin.
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The domain is pure (no I/O, no globals): a page gets only the parts of it that it uses.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainDir) },
      // What the entry imports statically is loaded with it on every page: one file, not the
      // entry plus the shared chunks the lazy pages also import (each a request and its own gzip).
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
});
