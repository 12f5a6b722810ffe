import { randomUUID } from 'node:crypto'
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * What a second process on the same PGlite directory is told (it exits before opening anything).
 * @internal Tests tell the refusal by its class.
 */
export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}: the embedded database (PGlite) is opened ` +
        'by one process only. Stop that process, or set DATABASE_URL to share a PostgreSQL database.',
    )
    this.name = 'DataDirInUse'
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code

/** What a lock file says (the holder's process id); undefined when the file is gone. */
const contentOf = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    throw error
  }
}

/** Creates `target` as a second name of `source`, exclusively; false when `target` (or `source`) is taken. */
const linked = (source: string, target: string): boolean => {
  try {
    linkSync(source, target)
    return true
  } catch (error) {
    if (codeOf(error) === 'EEXIST' || codeOf(error) === 'ENOENT') return false
    throw error
  }
}

/**
 * Removes the lock that says `stale` (a process that is gone), unless another process is already doing so.
 * Removing a file by name is not atomic with having read it: a second process could remove a lock the first
 * had just taken over. So the remover first links the stale lock to the claim name, exclusively: one
 * process gets the claim, and it removes the lock only if the file it claimed is still the dead holder's
 * (nobody else may remove that one while the claim stands). False when another process holds the claim.
 */
const removeStale = (file: string, claim: string, stale: string): boolean => {
  if (!linked(file, claim)) return contentOf(file) !== stale
  try {
    if (contentOf(claim) === stale) rmSync(file, { force: true })
  } finally {
    rmSync(claim, { force: true })
  }
  return true
}

const TRIES = 40
const PAUSE_MS = 50

/**
 * Takes `dataDir/pglite.lock` (this process's id) before PGlite opens the directory: two processes writing
 * one PGlite directory lose each other's commits. The lock appears with its content in one step (a link to
 * a file written first, which fails if the lock exists), and a lock left by a process that is gone is taken
 * over through removeStale, so of two processes starting at once exactly one holds it. Resolves to the
 * function that releases it.
 */
export const lockDataDir = async (dataDir: string): Promise<() => void> => {
  const file = join(dataDir, 'pglite.lock')
  const claim = `${file}.stale`
  const mine = `${file}.${process.pid}.${randomUUID()}`
  writeFileSync(mine, String(process.pid))
  try {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      if (linked(mine, file)) return () => rmSync(file, { force: true })
      const content = contentOf(file)
      if (content === undefined) continue
      const holder = Number(content.trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new DataDirInUse(dataDir, holder)
      // Another process is removing the same stale lock: wait for it to take the lock or give up.
      if (!removeStale(file, claim, content)) await sleep(PAUSE_MS)
    }
  } finally {
    rmSync(mine, { force: true })
  }
  throw new Error(
    `The data directory ${dataDir} has a lock left by a stopped process that could not be taken over: ` +
      `if no server uses the directory, remove ${file} and ${claim}.`,
  )
}
