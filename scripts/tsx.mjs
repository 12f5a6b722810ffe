// Lets a plain Node script import the project's TypeScript (with tsconfig.json's paths) from here on: the
// benchmarks import it before they import the server (`await import('../server/…ts')`).
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
