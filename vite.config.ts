import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { appShell } from './portal/build/app-shell'
import { catalogueParts } from './portal/build/catalogue-parts'
import { preloadDefaultLanguage } from './portal/build/default-language'
import { fewChunks, preloadListsWithoutFirstRoute } from './portal/build/first-route'
import { serviceWorker } from './portal/build/service-worker'

// The portal: root portal/, built to dist/portal. Base './' so the same build works at any path of the
// server (routing is in the hash, so no URL rewrites are needed). In development /api goes to the
// reference server on port 8080, or to API_PROXY.
const apiProxy = { '/api': process.env.API_PROXY ?? 'http://127.0.0.1:8080' }

export default defineConfig({
  root: 'portal',
  base: './',
  publicDir: false,
  // The path aliases of tsconfig.json (@src/…), as tsc, tsup, tsx and Playwright read them.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    appShell(),
    catalogueParts(process.cwd()),
    preloadDefaultLanguage(),
    preloadListsWithoutFirstRoute(),
    fewChunks(),
    serviceWorker(),
  ],
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
    // Read by scripts/size-report.mjs to measure the first route and each lazy page.
    manifest: true,
    target: 'es2022',
    // Seven characters of content hash (42 bits, the fewest rolldown takes for this many chunks) tell a
    // file's versions apart as well as eight, and every lazy page's name is listed in the entry script.
    rolldownOptions: {
      output: { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: { proxy: apiProxy },
})
