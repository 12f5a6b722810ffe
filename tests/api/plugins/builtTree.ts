import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** The critical CSS of the fixture portal page, inline in its <head>. */
export const SHELL_CSS = 'body{margin:0;background:#003069}'

/** Two kilobytes of script: above the compression threshold. */
const script = (name: string) => `console.log(${JSON.stringify(name)});\n`.repeat(60)

/** A front end as the build leaves it (names as Vite and tsup give them), every file with .br and .gz. */
export const FIXTURE_FILES: Record<string, string> = {
  'dist/portal/index.html': `<!doctype html><html><head><style>${SHELL_CSS}</style><script type="module" src="./assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div></body></html>`,
  'dist/portal/assets/index-Ab12Cd34.js': script('portal'),
  'dist/portal/sw.js': script('service worker'),
  'dist/widgets/ficha.js': script('classic'),
  'dist/widgets/ficha-bets-ticker.js': script('ticker'),
  'dist/widgets/chunks/pt-QWERTY12.js': script('pt texts'),
  'dist/widgets/frame.html':
    '<!doctype html><html><head><script src="ficha-frame.js" defer></script></head></html>',
  'dist/widgets/locales/pt.json': JSON.stringify({ texts: script('pt') }),
  'dist/play/index.html': '<!doctype html><html><head></head><body><main id="game"></main></body></html>',
  'dist/play/assets/index-Zx98Yw76.js': script('game'),
  'dist/console/index.html':
    '<!doctype html><html><head><script type="module" src="/console/assets/index-Cn50le12.js"></script></head><body><div id="console"></div></body></html>',
  'dist/console/assets/index-Cn50le12.js': script('console'),
  'dist/demo/partner.html': '<!doctype html><html><head></head><body>partner</body></html>',
}

/** Writes FIXTURE_FILES with their precompressed siblings into a new folder and answers its path. */
export const writeBuiltTree = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'ficha-built-'))
  for (const [path, text] of Object.entries(FIXTURE_FILES)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    writeFileSync(`${file}.br`, brotliCompressSync(text))
    writeFileSync(`${file}.gz`, gzipSync(text))
  }
  return root
}
