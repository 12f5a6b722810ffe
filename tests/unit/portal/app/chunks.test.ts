import { ChunkLoadError, loadChunk } from '@portal/app/chunks'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.useRealTimers()
})

describe('loadChunk', () => {
  it('retries a failed chunk once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('page')
    await expect(loadChunk(load)).resolves.toBe('page')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('gives up with a ChunkLoadError after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(loadChunk(load)).rejects.toBeInstanceOf(ChunkLoadError)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('counts a chunk that never arrives within the timeout as failed', async () => {
    vi.useFakeTimers()
    const load = vi.fn(() => new Promise<never>(() => {}))
    const result = loadChunk(load, 120_000)
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError)
    await vi.advanceTimersByTimeAsync(240_000)
    await settled
    expect(load).toHaveBeenCalledTimes(2)
  })
})
