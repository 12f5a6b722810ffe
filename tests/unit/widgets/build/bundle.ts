import { join } from 'node:path'
import { type BuildOptions, build } from 'esbuild'

/** The repository root: the tests run from it, and the build plugins read the sources below it. */
export const root = process.cwd()

/** Bundles in memory, quietly, and answers the text of the one file it writes. */
export async function bundledText(options: BuildOptions): Promise<string> {
  const result = await build({ bundle: true, write: false, jsx: 'automatic', logLevel: 'silent', ...options })
  return result.outputFiles?.[0]?.text ?? ''
}

/** One of the fixtures beside this file, bundled as an ES module. */
export const bundledFixture = (name: string, options: Pick<BuildOptions, 'external' | 'plugins'>) =>
  bundledText({
    entryPoints: [join(root, 'tests/unit/widgets/build/fixtures', name)],
    format: 'esm',
    ...options,
  })
