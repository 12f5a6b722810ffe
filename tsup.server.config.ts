import { cpSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname } from 'node:path'
import { defineConfig, type Options } from 'tsup'
import ts from 'typescript'
import pkg from './package.json'
import { routeFiles } from './server/routeFiles'

type Plugin = NonNullable<Options['esbuildPlugins']>[number]

/**
 * The server as JavaScript (`npm run build:server`), into dist/server: production runs it with plain node
 * (scripts/start.mjs with NODE_ENV=production), from an install with `npm ci --omit=dev`, so without tsx.
 * The project's own code (server/, src/, locales' types, the tsconfig aliases) is bundled; every npm
 * package stays an import, installed from package.json's dependencies. The files the server reads at run
 * time are copied beside the code, where server/paths.ts looks for them.
 */
const outDir = 'dist/server'

/** Folders of the tree the server reads at run time -> their place in dist/server (server/paths.ts). */
const RUNTIME_FILES: [string, string][] = [
  ['server/db/migrations', 'db/migrations'],
  ['server/db/functions', 'db/functions'],
  ['server/services/regulator/xsd', 'services/regulator/xsd'],
  ['server/assets', 'assets'],
  ['locales', 'locales'],
]

/** The tsconfig's aliases (@src/, @server/…), which esbuild resolves into the bundle (tsconfig.json has comments). */
const paths: Record<string, string[]> = ts.readConfigFile('tsconfig.json', ts.sys.readFile).config
  .compilerOptions.paths
const aliases = Object.keys(paths).map((alias) => alias.replace('*', ''))
const dependencies = new Set(Object.keys(pkg.dependencies))
const builtins = new Set(builtinModules)
const packageName = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * tsup leaves the dependencies external and would bundle a devDependency: the build would run here and the
 * same import would be missing nowhere, hiding that production installs without it. Refused instead.
 */
const dependenciesOnly: Plugin = {
  name: 'dependencies-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
      if (aliases.some((alias) => path.startsWith(alias))) return undefined
      if (path.startsWith('node:') || builtins.has(packageName(path))) return { path, external: true }
      if (dependencies.has(packageName(path))) return { path, external: true }
      return {
        errors: [
          {
            text: `${importer} imports ${path}, which is not in package.json's dependencies: npm ci --omit=dev leaves it out`,
          },
        ],
      }
    })
  },
}

/**
 * server/routeModules.ts imports the route modules by walking server/routes/ at run time, which a bundle
 * cannot do (it has no such folder): here it becomes static imports of the modules found by the same walk,
 * now, so the bundle holds every route and the startup check (server/routeTable.ts) runs as from source.
 */
const routeModulesInBundle: Plugin = {
  name: 'route-modules-in-bundle',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]routeModules\.ts$/ }, ({ path }) => {
      const paths = routeFiles(`${dirname(path)}/routes`)
      const imports = paths.map((route, index) => `import route${index} from './routes/${route}'`)
      const entries = paths.map((route, index) => `[${JSON.stringify(route)}, route${index}]`)
      return {
        loader: 'ts',
        resolveDir: dirname(path),
        contents: `${imports.join('\n')}\nexport const loadRouteModules = async () => [${entries.join(', ')}]\n`,
      }
    })
  },
}

export default defineConfig({
  entry: { main: 'server/main.ts' },
  outDir,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  clean: true,
  // One file: nothing to resolve between chunks, and paths.ts's folder is the file's.
  splitting: false,
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  outExtension: () => ({ js: '.js' }),
  esbuildPlugins: [dependenciesOnly, routeModulesInBundle],
  async onSuccess() {
    for (const [from, to] of RUNTIME_FILES) cpSync(from, `${outDir}/${to}`, { recursive: true })
  },
})
