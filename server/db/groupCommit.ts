/** One call waiting in a batch: what it asked and how it is answered. */
export interface Waiting<Input, Output> {
  input: Input
  resolve: (output: Output) => void
  reject: (error: unknown) => void
}

/**
 * Group commit for calls that each cost a database round trip: calls made while a batch of them is in the
 * database wait and go together in the next one, of `maxBatch` calls at most, as soon as it ends (the
 * first call of a quiet moment waits only for the end of its turn of the event loop). `run` answers or
 * rejects every call of its batch. One batch at a time per database: under load the batches grow instead
 * of queueing for the CPU and the locks side by side, so each costs one round trip and one commit for many
 * players. Batches are kept per database object, so test servers sharing a process do not mix.
 */
export const groupCommit = <Input, Output, Key extends object>(
  run: (key: Key, batch: Waiting<Input, Output>[]) => Promise<void>,
  maxBatch = Number.POSITIVE_INFINITY,
) => {
  interface Queue {
    waiting: Waiting<Input, Output>[]
    busy: boolean
  }
  const queues = new WeakMap<Key, Queue>()

  const next = (key: Key, queue: Queue): void => {
    if (queue.waiting.length === 0) {
      queue.busy = false
      return
    }
    const batch = queue.waiting.splice(0, maxBatch)
    run(key, batch)
      .catch((error: unknown) => {
        for (const call of batch) call.reject(error)
      })
      .finally(() => next(key, queue))
  }

  return (key: Key, input: Input): Promise<Output> =>
    new Promise<Output>((resolve, reject) => {
      let queue = queues.get(key)
      if (!queue) {
        queue = { waiting: [], busy: false }
        queues.set(key, queue)
      }
      queue.waiting.push({ input, resolve, reject })
      if (queue.busy) return
      queue.busy = true
      const started = queue
      setImmediate(() => next(key, started))
    })
}
