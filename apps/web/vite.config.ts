import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    // In `vite dev`, API calls go to the gateway that `npm start` runs.
    proxy: { '/api': 'http://127.0.0.1:5000', '/generate-roi-guide': 'http://127.0.0.1:5000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser we support preloads modules itself (Chrome 66, Firefox 115, Safari 17); the
    // polyfill would only add to the planner's first load, which has a budget (test/initial-bundle.test.ts).
    modulePreload: { polyfill: false },
  },
});
