import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Run from the repo root (`npm run build:web`); every path is relative to this folder. */
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const API_SERVER = 'http://127.0.0.1:3000';

/**
 * Vendor chunks, so a release that changes only our code keeps the browser's cached libraries.
 * Groups take only modules the first page loads ('$initial'): a library used by a lazy route
 * alone stays in that route's chunk instead of growing the first page.
 */
const vendor = (name: string, test: RegExp, priority: number) => ({
  name,
  test,
  priority,
  tags: ['$initial' as const],
});

export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: {
    // Shared API contracts (types, event names); the console never imports server code.
    alias: { '@packflow/contracts': here('../libs/contracts/src/index.ts') },
  },
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/socket.io': { target: API_SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    rolldownOptions: {
      // The contracts only declare constants, types and zod schemas. Saying so lets the bundler
      // drop the schemas (and zod) when the console imports just event names and types.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/]contracts[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            vendor(
              'react',
              /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              30,
            ),
            vendor(
              'blueprint',
              /node_modules[\\/](@blueprintjs|@floating-ui|react-transition-group)[\\/]/,
              20,
            ),
            vendor('vendor', /node_modules[\\/]/, 10), // TanStack Query, i18next, socket.io and small helpers
          ],
        },
      },
    },
  },
});
