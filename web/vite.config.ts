import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import wasm from 'vite-plugin-wasm';

// The production server's CSP; `vite preview` sends it too so browser tests catch violations.
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

// `vite build --ssr` (scripts/prerender.mjs) builds the page renderer for Node: no service worker.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [
    react(),
    // The WebAssembly modules (src/wasm) import their `.wasm` as ES modules (wasm-bindgen's bundler
    // target): the plugin fetches and instantiates it in the chunk that imports it, which only the
    // lazily loaded rulebook and game engines do.
    wasm(),
    !isSsrBuild &&
    VitePWA({
      filename: 'sw.js',
      scope: '/',
      // Registered by public/sw-register.js (index.html), once the page has settled.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: {
        name: 'Émeraude Casino',
        short_name: 'Émeraude',
        lang: 'fr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b1510',
        theme_color: '#0b1510',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        clientsClaim: true,
        skipWaiting: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,json,webmanifest,wasm}'],
        // The pages rendered at build time are a first visit's; offline, the shell renders them.
        globIgnores: ['prerendered/**'],
        cleanupOutdatedCaches: true,
        // The pages' own words are kept by the app for offline reading (lib/contentReading.ts);
        // their pictures are kept here. A picture is named by its content's hash, so a kept copy
        // is never stale.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/content-images/'),
            handler: 'CacheFirst',
            options: { cacheName: 'content-images', expiration: { maxEntries: 200 } },
          },
        ],
      },
    }),
  ],
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // The prerender step reads which chunks and styles each page needs from the manifest.
    manifest: !isSsrBuild,
    // Everything the entry imports statically goes into one chunk beside it. Left to itself the
    // bundler cuts the shell into some twenty files of a few hundred bytes (each module a lazy
    // page shares), and every file is compressed on its own: one file is smaller and one request.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // The entry module stays the entry (the manifest and index.html name it).
              groups: [
                { name: 'shell', tags: ['$initial'], test: (id) => !/\/(index\.html|src\/main\.tsx)$/.test(id), priority: 10 },
                // The query library in one chunk of its own, not six of a few kilobytes: each
                // download a page starts costs its main thread while it starts.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 5 },
              ],
            },
          },
        },
  },
  preview: { port: 8080, strictPort: true, headers: { 'Content-Security-Policy': CSP } },
}));
