import { createHmac, timingSafeEqual } from 'node:crypto'
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { eq } from 'drizzle-orm'
import type { AuditConfig } from '../../config'
import type { Db } from '../../db'
import { auditChainHead } from '../../db/schema/audit'
import { type Job, type JobLease, type JobLog, NO_JOB, startJob } from '../jobs'
import type { ExportedHead } from './chain'

/**
 * The chain head exported where the database owner cannot rewrite it (docs/server.md, The operator audit
 * log): every hour, one JSON line appended to AUDIT_EXPORT_FILE and/or POSTed to AUDIT_EXPORT_URL. Each line
 * is signed with AUDIT_CHAIN_KEY (`mac`), so a line written by someone without the key is told apart; the
 * webhook's body is also signed with AUDIT_EXPORT_SECRET (header x-ficha-signature: sha256=<hex>), which its
 * receiver checks without holding the chain key.
 */

/** Hourly: at most an hour of rows could be rewritten unseen by audit:verify. */
const EXPORT_EVERY_MS = 60 * 60_000
/** A webhook slower than this counts as failed; the next hour tries again. */
const WEBHOOK_TIMEOUT_MS = 10_000

interface ExportLine extends ExportedHead {
  at: string
  mac: string
}

const macOf = (head: ExportedHead, at: string, key: string): string =>
  createHmac('sha256', key)
    .update(`audit-head|${at}|${head.lastId}|${head.lastHash}|${head.count}`)
    .digest('hex')

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))

/** The line that exports a head, signed with the chain key. */
const exportLine = (head: ExportedHead, key: string, at = new Date()): ExportLine => {
  const when = at.toISOString()
  return {
    at: when,
    lastId: head.lastId,
    lastHash: head.lastHash,
    count: head.count,
    mac: macOf(head, when, key),
  }
}

/** What a file of exported heads holds: the heads signed with the key, and the first line that is not. */
interface ExportedHeads {
  heads: ExportedHead[]
  /** The 1-based number of the first line that is not a head signed with the key; null when all are. */
  badLine: number | null
}

/** Reads a file of exported heads (a missing file holds none: nothing was exported yet). */
export const readExportedHeads = async (file: string, key: string): Promise<ExportedHeads> => {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  const heads: ExportedHead[] = []
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue
    const parsed = parseLine(line)
    if (!parsed || !sameHex(parsed.mac, macOf(parsed, parsed.at, key))) return { heads, badLine: index + 1 }
    heads.push({ lastId: parsed.lastId, lastHash: parsed.lastHash, count: parsed.count })
  }
  return { heads, badLine: null }
}

const parseLine = (line: string): ExportLine | null => {
  try {
    const value = JSON.parse(line) as Partial<ExportLine>
    const { at, lastId, lastHash, count, mac } = value
    if (typeof at !== 'string' || typeof lastHash !== 'string' || typeof mac !== 'string') return null
    if (!Number.isSafeInteger(lastId) || !Number.isSafeInteger(count) || !/^[0-9a-f]{64}$/.test(mac))
      return null
    return { at, lastId: lastId as number, lastHash, count: count as number, mac }
  } catch {
    return null
  }
}

/**
 * Exports the committed head now: to the file, then to the webhook; either failing throws.
 * @internal Tests export without waiting for the job.
 */
export const exportChainHead = async (db: Db, audit: AuditConfig): Promise<ExportLine> => {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1))
  if (!head) throw new Error('audit_chain_head is missing its row (migration 0023)')
  const line = exportLine(head, audit.chainKey)
  const text = JSON.stringify(line)
  if (audit.exportFile) {
    await mkdir(dirname(audit.exportFile), { recursive: true })
    await appendFile(audit.exportFile, `${text}\n`, { flag: 'a', mode: 0o600 })
  }
  if (audit.exportUrl && audit.exportSecret) {
    const signature = createHmac('sha256', audit.exportSecret).update(text).digest('hex')
    const response = await fetch(audit.exportUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ficha-signature': `sha256=${signature}` },
      body: text,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`AUDIT_EXPORT_URL answered ${response.status}`)
  }
  return line
}

/** The hourly export, at start first; nothing when neither a file nor a webhook is set. */
export const startAuditExportJob = (db: Db, audit: AuditConfig, log: JobLog, lease: JobLease): Job => {
  if (!audit.exportFile && !audit.exportUrl) return NO_JOB
  return startJob(
    {
      everyMs: EXPORT_EVERY_MS,
      atStart: true,
      log,
      failure: 'the audit chain head could not be exported',
      lease,
    },
    async () => {
      const line = await exportChainHead(db, audit)
      log.info({ lastId: line.lastId, count: line.count }, 'audit chain head exported')
    },
  )
}
