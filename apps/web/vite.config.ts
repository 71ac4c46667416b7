import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';
const BRAND = '#db2777';

/**
 * The app's stylesheet does not block the first paint (issue 13): index.html's inline critical CSS
 * styles the static shell, and the stylesheet is only preloaded; src/main.tsx applies it and waits
 * for it before the app replaces the shell.
 */
const stylesheetOffTheCriticalPath = (): Plugin => ({
  name: 'pedestal:stylesheet-off-the-critical-path',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
        '<link rel="preload" as="style" crossorigin href="$1" data-app-css>',
      ),
  },
});

/**
 * The app's scripts start loading once the static shell has painted (issue 13): the entry and the
 * chunks Vite would preload are taken out of index.html and added by a small inline script after
 * the first frame. On a phone the shell and its first picture then paint without waiting on the
 * main thread's evaluation of ~125 KB of JS (and Lighthouse's model, which counts every preloaded
 * script that finished before the first paint as blocking it, sees the page as it is). A hidden
 * tab, which draws no frames, loads them after 200 ms.
 */
const scriptsAfterFirstPaint = (): Plugin => ({
  name: 'pedestal:scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
      if (!entry) throw new Error('index.html: no entry script to defer');
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g)];
      // One fragment: appending the links one by one cost twice as long.
      const loader = `<script>(function(){var done=false;var load=function(){if(done)return;done=true;var f=document.createDocumentFragment();${JSON.stringify(
        preloads.map((m) => m[1]),
      )}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;f.appendChild(l);});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(
        entry[1],
      )};f.appendChild(s);document.head.appendChild(f);};requestAnimationFrame(function(){setTimeout(load,0);});setTimeout(load,200);})();</script>\n`;
      let out = html.replace(entry[0], '');
      for (const m of preloads) out = out.replace(m[0], '');
      return out.replace('</head>', `${loader}  </head>`);
    },
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    stylesheetOffTheCriticalPath(),
    scriptsAfterFirstPaint(),
    // Installable app (decision 019): the manifest, and a service worker that precaches the app shell
    // (hashed JS/CSS, icons, the offline page) and caches catalogue images. Pages are network-first, so
    // a deploy is picked up on the next navigation; the API is never cached.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Pedestal',
        short_name: 'Pedestal',
        description: 'Vote for characters, back their figurines and collect them.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#f5f5f5',
        theme_color: BRAND,
        categories: ['shopping', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell only: the scripts and styles index.html loads (entry and preloads), icons and the
        // offline page — about 150 KB gzip on a phone's first visit instead of every screen's chunk
        // (1.2 MB); the other chunks are cached as they are used.
        globPatterns: ['assets/*.{js,css}', 'icons/*.png', 'favicon.svg', 'no-image.png', 'offline.html'],
        manifestTransforms: [
          async (entries) => {
            const html = await readFile(fileURLToPath(new URL('./dist/index.html', import.meta.url)), 'utf8');
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || html.includes(`/${e.url}`)), warnings: [] };
          },
        ],
        // index.html is not precached: navigations go to the network first (fresh after a deploy).
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' &&
              !url.pathname.startsWith('/api/') &&
              !url.pathname.startsWith('/dev/') &&
              // The admin console is another app (apps/admin): the store's worker keeps none of its pages.
              !/^\/admin(\/|$)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'pages',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 30 },
              precacheFallback: { fallbackURL: '/offline.html' },
            },
          },
          {
            // Hashed file names: a cached chunk never changes, a new deploy brings new names.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'chunks', expiration: { maxEntries: 200, purgeOnQuotaError: true } },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': api, '/uploads': api, '/dev/mailbox': api } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
