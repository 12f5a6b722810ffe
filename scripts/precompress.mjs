#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, by Zopfli: a valid gzip stream some 4% smaller than
// zlib's level 9) sibling of every compressible file of the given build folders, which the server sends by
// the client's accept-encoding (server/plugins/static.ts). Done once at build time, so the smallest
// settings cost nothing per request. A sibling that would not be
// smaller than its file is not written (the file itself is sent).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const COMPRESSIBLE = /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml|map)$/

const encoders = {
  br: (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  // Past five iterations Zopfli gains a few bytes at most.
  gz: (buf) => gzipAsync(buf, { numiterations: 5 }),
}

/** Every file below `dir`, Vite's own manifest folder aside (never served). */
const filesBelow = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.vite'))
    .map((entry) => join(entry.parentPath, entry.name))

export async function precompress(dir) {
  let count = 0
  for (const file of filesBelow(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const original = readFileSync(file)
    for (const [extension, encode] of Object.entries(encoders)) {
      const packed = await encode(original)
      if (packed.length < original.length) writeFileSync(`${file}.${extension}`, packed)
      else rmSync(`${file}.${extension}`, { force: true })
    }
    count += 1
  }
  return count
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of process.argv.slice(2))
    console.log(`precompressed ${await precompress(dir)} files in ${dir}`)
}
