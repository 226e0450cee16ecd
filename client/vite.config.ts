import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { servedGlobalStylesPlugin } from './build/served-global-styles.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [react(), servedGlobalStylesPlugin()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@common': fileURLToPath(new URL('../common', import.meta.url)),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/graphql': { target: gateway, changeOrigin: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The gateway reads it to preload each page's own chunks (gateway/site/site-build.ts).
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // Chakra's theme module builds its full default theme (every recipe) with these
      // identity helpers at the top level; marked pure, the recipes the site never names
      // (date picker, combobox, colour picker, ...) drop out of the first load (2.2 KB gzip).
      treeshake: { manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe'] },
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        // The entry names every page's chunks (and theirs) for its lazy imports, so each
        // name is paid for on every first load: seven base-64 characters of content hash
        // (42 bits, beside the chunk's own name; rolldown asks for seven at this many chunks)
        // tell versions apart as well as the default eight.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // The code the app's entry loads, in a few files by library group rather than
        // split by rolldown into many small common chunks (a request costs a phone more
        // than the bytes it saves). Only code the entry loads ($initial): the parts of
        // these libraries a page needs stay with that page.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-is)[\\/]/ },
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@emotion|@zag-js|@ark-ui|@pandacss|stylis|hoist-non-react-statics)[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'data', test: /node_modules[\\/]/ },
            { name: 'app', test: /./ },
          ].map((group, index, all) => ({
            ...group,
            tags: ['$initial' as const],
            priority: all.length - index,
          })),
        },
      },
    },
  },
});
