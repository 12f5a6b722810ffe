import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The operator console: its own entry, root console/, built to dist/console and served by the API
// server at /console/ (server/plugins/static.ts), so players never download its code. Routing is in the path
// (/console/<section>); the server answers index.html for every page address.
export default defineConfig({
  root: 'console',
  base: '/console/',
  publicDir: false,
  // The path aliases of tsconfig.json (@src/…, @console/…).
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  build: {
    outDir: '../dist/console',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
  server: { port: 5175, proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:8080' } },
})
