import { deflateSync } from 'node:zlib'

/**
 * The app's icon for the web app manifest, drawn at build time as PNG (what every browser installs from):
 * a casino chip in the spec's colours (navy #003069 field, yellow #facf20 chip, blue #4e73df inlay).
 * `maskable` keeps the chip inside the central 80% safe zone and fills the whole square.
 */
const NAVY = [0x00, 0x30, 0x69]
const YELLOW = [0xfa, 0xcf, 0x20]
const BLUE = [0x4e, 0x73, 0xdf]

/** The colour at (x, y) of a chip centred in a square of `size`, its outer radius `radius` of the side. */
const pixel = (x: number, y: number, size: number, radius: number): number[] => {
  const d = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / size
  const angle = Math.atan2(y - size / 2, x - size / 2)
  if (d > radius) return NAVY
  if (d > radius * 0.8) return Math.floor(((angle + Math.PI) / (2 * Math.PI)) * 8) % 2 ? YELLOW : NAVY // edge spots
  if (d > radius * 0.62) return YELLOW
  if (d > radius * 0.56) return NAVY
  return d > radius * 0.5 ? YELLOW : BLUE
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A `size` x `size` RGB PNG of the chip. */
export const appIconPng = (size: number, { maskable = false } = {}): Buffer => {
  const radius = maskable ? 0.38 : 0.48
  const rows = Array.from({ length: size }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: size }, (_, x) => pixel(x, y, size, radius)).flat()]),
  )
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
