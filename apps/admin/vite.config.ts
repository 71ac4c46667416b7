import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** The operators' console: its own bundle under /admin/, so a shopper never downloads it. */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@admin': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/api': api, '/uploads': api } },
  // One chunk for a desktop console that operators keep open; the store never loads it.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 800 },
});
