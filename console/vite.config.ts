import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The web console: sources in console/, output in dist/console/ (served by api/console.ts at `/`).
 * Bundled assets go to `static/` rather than Vite's default `assets/`, which is one of the console's own routes.
 */
export default defineConfig({
  root: here,
  base: '/',
  plugins: [preact()],
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'static',
    // No inline scripts or styles: the strict Content-Security-Policy allows only 'self'.
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
  },
});
