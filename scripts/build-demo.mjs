#!/usr/bin/env node
// `npm run build:demo`: the demo pages (demo/) copied to dist/demo and precompressed, so the server sends
// them like every other built file.
import { cpSync, rmSync } from 'node:fs'
import { precompress } from './precompress.mjs'

rmSync('dist/demo', { recursive: true, force: true })
cpSync('demo', 'dist/demo', { recursive: true })
console.log(`precompressed ${await precompress('dist/demo')} files in dist/demo`)
