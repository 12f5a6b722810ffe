import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What a second process on the same PGlite directory is told (it exits before opening anything). */
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

/**
 * Takes `dataDir/pglite.lock` (this process's id, created exclusively) before PGlite opens the directory:
 * two processes writing one PGlite directory lose each other's commits. A lock left by a process that is
 * gone is taken over. Resolves to the function that releases it.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = Number(readFileSync(file, 'utf8').trim())
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
      throw new DataDirInUse(dataDir, holder)
    // Left behind by a process that died (or unreadable): take it over.
    rmSync(file, { force: true })
  }
  throw new DataDirInUse(dataDir, Number(readFileSync(file, 'utf8').trim()))
}
