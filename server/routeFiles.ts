import { readdirSync } from 'node:fs'
import { sep } from 'node:path'

/**
 * The route modules under `folder` by the path each serves: routes/user/login.ts is 'user/login'. Read by
 * routeModules.ts when the server runs from source and by the server's build (tsup.server.config.ts).
 */
export const routeFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length).split(sep).join('/'))
    .sort()
