import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// The production server's CSP; `vite preview` sends it too so browser tests catch violations.
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/**
 * The home page in French (the plain `/`) needs its locale file and page chunk before the first
 * render; main.tsx only discovers them after it runs. Preloading them from the HTML removes that
 * waterfall for the most visited page (other pages still get them in parallel from main.tsx).
 */
function preloadHomeChunks(): Plugin {
  const wanted = [/\/i18n\/locales\/fr\.json$/, /\/features\/home\/HomePage\.tsx$/];
  return {
    name: 'preload-home-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        return Object.values(ctx.bundle)
          .filter((c) => c.type === 'chunk' && c.facadeModuleId && wanted.some((re) => re.test(c.facadeModuleId!)))
          .map((c) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${c.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    preloadHomeChunks(),
    VitePWA({
      filename: 'sw.js',
      scope: '/',
      // The server's CSP forbids inline script: register from an external file.
      injectRegister: 'script-defer',
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
        cleanupOutdatedCaches: true,
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
  },
  preview: { port: 8080, strictPort: true, headers: { 'Content-Security-Policy': CSP } },
});
