import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/**
 * Chakra's createSystem renders its global CSS (reset, base styles and every token as a
 * CSS variable) as soon as the system is created: the costliest part of the longest task
 * of starting a page. The pages the gateway serves already carry that CSS (rendered with
 * the page, client/src/ssr/render.tsx), so this makes it lazy: it is computed only when
 * read, which app.tsx does only where the page lacks it (the dev server). Fails the
 * build if a Chakra update changes the code it rewrites.
 */
function lazyChakraGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const field = '    _global,\n';
  return {
    name: 'academy:lazy-chakra-global-css',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/@chakra-ui/react/dist/esm/styled-system/system.js')) {
        return null;
      }
      if (!code.includes(eager) || !code.includes(field)) {
        this.error(
          "Chakra's createSystem changed: update lazyChakraGlobalCss in client/vite.config.ts.",
        );
      }
      const lazy =
        '    get _global() {\n' +
        '      return (globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n' +
        '    },\n';
      return {
        code: code.replace(eager, 'let globalCache;').replace(field, lazy),
        map: null,
      };
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), lazyChakraGlobalCss()],
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
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
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
