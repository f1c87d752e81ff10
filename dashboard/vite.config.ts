import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = process.env.DASHBOARD_API_URL ?? 'http://localhost:8000';

// `npm run dev:dashboard`: Vite with hot reload on :5173, the API (npm start) behind its proxy,
// so the session cookie and the Origin check see one origin, as in production.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The report and charts load with the simulation page, not with the first page.
    chunkSizeWarningLimit: 400,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/trpc': API, '/v1': API },
  },
});
