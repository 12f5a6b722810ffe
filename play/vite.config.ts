import { defineConfig } from 'vite'

// The game page the portal's game frame shows: its own small entry (Preact), root play/, built to dist/play
// and served by the API server at /play/ (so its calls to /api/ are same-origin).
export default defineConfig({
  root: 'play',
  base: '/play/',
  // The path aliases of tsconfig.json (@src/…).
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../dist/play',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 5174, proxy: { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:8080' } },
})
