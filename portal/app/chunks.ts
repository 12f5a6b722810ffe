import { CHUNK_TIMEOUT_MS } from '../../src/constants'

/**
 * A page's code could not be fetched (spec §8): after one retry, the player is offered a reload.
 * @internal Tests tell this failure from others by its class.
 */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Chunk not loaded in ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

/**
 * Loads a chunk with the spec's 120 s chunk timeout, retrying once: a dropped connection on a phone is
 * common, and a second try often succeeds. A second failure usually means the build changed under the
 * player (old chunk names are gone), which only a reload fixes.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(load(), timeoutMs)
  } catch {
    try {
      return await withTimeout(load(), timeoutMs)
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), { cause: error })
    }
  }
}
