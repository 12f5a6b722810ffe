import { defineConfig } from 'vitest/config'

// Two projects: unit tests of the shared core (browser-like DOM) and API tests of the server (Node, real
// database: PGlite by default, PostgreSQL when DATABASE_URL is set). Browser tests run with Playwright.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
