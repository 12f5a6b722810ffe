import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where the server finds the files it reads at run time, from source (server/*.ts through tsx or vitest) and
 * from the build (dist/server/*.js, tsup.server.config.ts): every module of the build is one file of
 * dist/server, so a path relative to a module's own address would differ between the two.
 */
const here = fileURLToPath(new URL('.', import.meta.url))
/** Built, this code sits in dist/server, whose parent holds no package.json. */
const built = !existsSync(join(here, '..', 'package.json'))

/** The folder holding package.json and dist/ (the built portal, widgets, game page, demo, console). */
export const PROJECT_ROOT = resolve(here, built ? '../..' : '..')

/** A file or folder of server/ (migrations, SQL functions, XSDs, images): the build copies them beside it. */
export const serverPath = (path: string): string => join(here, path)

/** The message catalogues: locales/ at the root, copied into dist/server/locales by the build. */
export const LOCALES_DIR = built ? join(here, 'locales') : join(PROJECT_ROOT, 'locales')
