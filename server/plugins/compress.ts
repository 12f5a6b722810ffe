import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * Answers above 1 KiB go out brotli- or gzip-compressed, as the client accepts. Brotli at quality 4 on
 * the fly: near gzip's speed, smaller output (quality 11 is for the build's precompressed files). Built
 * files arrive already compressed from the static plugin and pass through; the live feed (bet/stream)
 * writes to the socket itself and the default types leave text/event-stream alone, so no event waits in
 * a compression buffer.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    })
  },
  { name: 'compress' },
)
