import { groupCommit, type Waiting } from '@server/db/groupCommit'
import { describe, expect, it } from 'vitest'

/** A batched call whose batches are recorded and whose database round trip ends when `release` is called. */
const recorder = () => {
  const batches: number[][] = []
  const releases: (() => void)[] = []
  const call = groupCommit(async (_key: object, batch: Waiting<number, number>[]) => {
    batches.push(batch.map((waiting) => waiting.input))
    await new Promise<void>((resolve) => releases.push(resolve))
    for (const waiting of batch) {
      if (waiting.input < 0) waiting.reject(new Error(`refused ${waiting.input}`))
      else waiting.resolve(waiting.input * 10)
    }
  }, 3)
  return { batches, releases, call }
}

const turn = () => new Promise((resolve) => setImmediate(resolve))

describe('group commit', () => {
  it('sends the calls of one moment together, and those made while it is in the database in the next batch', async () => {
    const { batches, releases, call } = recorder()
    const key = {}
    const first = [call(key, 1), call(key, 2)]
    await turn()
    const later = [call(key, 3), call(key, 4)]
    await turn()
    expect(batches).toEqual([[1, 2]])
    releases[0]?.()
    expect(await Promise.all(first)).toEqual([10, 20])
    await turn()
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ])
    releases[1]?.()
    expect(await Promise.all(later)).toEqual([30, 40])
  })

  it('cuts a long queue into batches of the largest size, one in the database at a time', async () => {
    const { batches, releases, call } = recorder()
    const key = {}
    const answers = Promise.all([1, 2, 3, 4, 5].map((input) => call(key, input)))
    await turn()
    expect(batches).toEqual([[1, 2, 3]])
    releases[0]?.()
    await turn()
    await turn()
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
    releases[1]?.()
    expect(await answers).toEqual([10, 20, 30, 40, 50])
  })

  it('answers each call on its own: one refused call does not fail the others of its batch', async () => {
    const { releases, call } = recorder()
    const key = {}
    const answers = [call(key, 1), call(key, -1)].map((answer) =>
      answer.catch((error: Error) => error.message),
    )
    await turn()
    releases[0]?.()
    expect(await Promise.all(answers)).toEqual([10, 'refused -1'])
  })

  it('keeps the batches of two databases apart', async () => {
    const { batches, releases, call } = recorder()
    const answers = [call({}, 1), call({}, 2)]
    await turn()
    expect(batches).toEqual([[1], [2]])
    for (const release of releases) release()
    expect(await Promise.all(answers)).toEqual([10, 20])
  })

  it('rejects every call of a batch whose round trip failed, and goes on with the next batch', async () => {
    let fail = true
    const call = groupCommit(async (_key: object, batch: Waiting<number, number>[]) => {
      if (fail) {
        fail = false
        throw new Error('connection lost')
      }
      for (const waiting of batch) waiting.resolve(waiting.input)
    })
    const key = {}
    const lost = [call(key, 1), call(key, 2)].map((answer) => answer.catch((error: Error) => error.message))
    expect(await Promise.all(lost)).toEqual(['connection lost', 'connection lost'])
    expect(await call(key, 3)).toBe(3)
  })
})
