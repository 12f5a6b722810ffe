import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { COMPAT_ALIAS } from './widgets/build/compat-alias'

const exactly = (specifier: string) => new RegExp(`^${specifier.replace(/[/.@-]/g, '\\$&')}$`)

/** The API tests (Node, a real database), shared by the two API projects below. */
const api = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

/** API tests that vi.mock a package the server imports. */
const MOCKING_API_TESTS = ['tests/api/routes/user/login.test.ts']

// Four projects: unit tests of the shared core (browser-like DOM, React), unit tests of the widget
// elements and of the shared feature components on @preact/compat as the bundles run them
// (widgets/build/compat-alias.ts), and API tests of the server in two projects
// (Node, real database: PGlite by default, PostgreSQL when DATABASE_URL is set). Browser tests run with
// Playwright. Each project resolves the path aliases of tsconfig.json (@src/…).
export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process, which only transforms and reports: one worker on
    // CI's two cores, the other core idle most of the run. Two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ['tests/unit/widgets/**'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup/texts.ts'],
        },
      },
      {
        resolve: {
          tsconfigPaths: true,
          alias: Object.entries(COMPAT_ALIAS).map(([find, replacement]) => ({
            find: exactly(find),
            replacement,
          })),
        },
        test: {
          name: 'widgets',
          // The shared feature components run in both builds: here on @preact/compat, in 'unit' on React.
          include: [
            'tests/unit/widgets/**/*.test.{ts,tsx}',
            'tests/unit/features/wallet/*.test.tsx',
            'tests/unit/features/invite/*.test.tsx',
            'tests/unit/features/auth/*.test.tsx',
          ],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup/texts.ts'],
          // Packages that import React by name run through the alias too, as in the bundles.
          server: { deps: { inline: [/@r2wc\//, /@nanostores\/react/] } },
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          ...api,
          name: 'api',
          exclude: MOCKING_API_TESTS,
          // One migrated and seeded database per run, which each test server copies. Only this project builds
          // it: a second global setup would load the server's modules again in the same process, and
          // api-mocking's one file migrates a database of its own instead.
          globalSetup: ['tests/support/databaseTemplate.setup.ts'],
          // Each test file builds its own server on its own database, so files need no fresh module graph:
          // loading the server's modules once per worker, not once per file, saves most of the run's import.
          isolate: false,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        // A file that mocks a package the server imports needs the server's modules loaded afresh after its mock.
        test: { ...api, name: 'api-mocking', include: MOCKING_API_TESTS },
      },
    ],
  },
})
