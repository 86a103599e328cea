import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vite';
import { compileEntryEagerly, inlineEntry, preloadVariant } from './build/first-load.js';
import { workerWithoutWords } from '../../packages/element/worker-without-words.js';
import { minifyCssTemplates, minifyHtmlTemplates } from '../../packages/element/minify-templates.js';

// Built from the workspace's TypeScript sources (the "source" condition), like the tests; always
// Lit's production build. Served on the loopback address only.
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'browser', 'production'] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  logLevel: 'warn',
  // The element's solver worker loads variants by dynamic import, which only an ES module worker can split.
  worker: { format: 'es', plugins: () => [workerWithoutWords()] },
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules itself: the polyfill's check would only cost the entry time.
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Forty Thieves is in the entry on purpose (src/first-variant.ts): its lazy loader finds it there.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('variants/forty-thieves/src/index.ts')) return;
        handler(level, log);
      },
    },
  },
  plugins: [
    // The element's stylesheet and templates without their source indentation, as in its standalone
    // bundle: the page inlines the entry, so every byte of it is parsed before the first board.
    minifyCssTemplates(),
    minifyHtmlTemplates(),
    preloadVariant(),
    compileEntryEagerly(),
    inlineEntry(),
    VitePWA({
      // A new version waits for the player's "reload to update" (src/pwa-update.ts); the app registers it.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Forty Thieves',
        short_name: 'Forty Thieves',
        description: 'Forty Thieves and eight more solitaires of its family, playable offline.',
        lang: 'en',
        start_url: '.',
        scope: '.',
        display: 'standalone',
        background_color: '#0b6e3a',
        theme_color: '#0b6e3a',
        // PNGs rendered from icon.svg by scripts/render-icons.mjs: launchers that take no SVG need them.
        icons: [
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Every chunk the build writes (the plugin adds the icon and the manifest): the app, each
        // variant and each language, so a variant or a language first chosen offline is already there.
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: 'index.html',
        // The first visit's page is controlled at once, so it plays offline without a second visit;
        // later versions still wait for the player (registerType 'prompt').
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
