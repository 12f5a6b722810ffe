import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { SseClient } from '@server/services/games/liveFeed/sseClient'
import { describe, expect, test, vi } from 'vitest'

/** A response whose socket accepts writes only while `accepting` is true, like a client that stops reading. */
class FakeResponse extends EventEmitter {
  written: string[] = []
  accepting = true
  write(chunk: string): boolean {
    this.written.push(chunk)
    return this.accepting
  }
  end(): void {}
  destroy(): void {}
}

const clientOf = (maxQueuedBytes: number, onStale = vi.fn()) => {
  const response = new FakeResponse()
  const client = new SseClient(
    response as unknown as ServerResponse,
    'en',
    10,
    false,
    false,
    maxQueuedBytes,
    onStale,
  )
  return { response, client, onStale }
}

describe('SseClient: bounded memory per connection', () => {
  test('writes straight through while the socket keeps up', () => {
    const { response, client } = clientOf(100)
    client.send('a')
    client.send('b')
    expect(response.written).toEqual(['a', 'b'])
    expect(client.blockedSince).toBeNull()
  })

  test('queues while the socket pushes back, and flushes in order on drain', () => {
    const { response, client } = clientOf(100)
    response.accepting = false
    client.send('first')
    client.send('second')
    client.send('third')
    client.heartbeat()
    expect(response.written).toEqual(['first'])
    expect(client.blockedSince).not.toBeNull()
    response.accepting = true
    response.emit('drain')
    expect(response.written).toEqual(['first', 'second', 'third'])
    expect(client.blockedSince).toBeNull()
  })

  test('past its byte budget a slow client drops the queue and gets one snapshot when it drains', () => {
    const { response, client, onStale } = clientOf(10)
    response.accepting = false
    client.send('x')
    for (let index = 0; index < 1_000; index += 1) client.send('0123456')
    expect(response.written).toEqual(['x'])
    response.accepting = true
    response.emit('drain')
    expect(onStale).toHaveBeenCalledOnce()
    expect(response.written).toEqual(['x'])
    client.send('fresh')
    expect(response.written).toEqual(['x', 'fresh'])
  })
})
