/**
 * npm run audit:verify [-- --heads <file>]: re-computes the operator audit log's chain
 * (server/services/audit/chain.ts) under AUDIT_CHAIN_KEY on the database the server would open
 * (DATABASE_URL, else the PGlite data directory of DATA_DIR, which a running server holds: stop it or use
 * PostgreSQL), and checks it against the heads exported to AUDIT_EXPORT_FILE, or to the file given with
 * --heads (a webhook receiver's copy). Exit 0 with the number of rows when every row's hash and link hold;
 * exit 1 naming the first broken row; exit 2 when the database cannot be opened.
 */
import { parseArgs } from 'node:util'
import { settingsOrExit } from '../server/config'
import { openDatabase } from '../server/db'
import { type ChainProblem, configureAudit, verifyChain } from '../server/services/audit'

const WHY: Record<ChainProblem | 'exportLine', string> = {
  hash: 'its hash is not the keyed hash of its fields (the row was changed, or re-hashed without AUDIT_CHAIN_KEY)',
  link: 'its prev_hash is not the hash of the row before (a row before it was changed or removed)',
  unkeyed:
    'the chain is not keyed from here on (rewritten without AUDIT_CHAIN_KEY, or never opened by a server with the key)',
  head: 'the log ends before the chain head (rows were removed from its end)',
  export: 'it is not the head exported earlier with its id (the log was rewritten up to here, or cut)',
  exportLine: 'a line of the exported heads is not signed with AUDIT_CHAIN_KEY',
}

const main = async (): Promise<number> => {
  const { values } = parseArgs({ options: { heads: { type: 'string' } } })
  const config = settingsOrExit('audit:verify')
  const database = await openDatabase(config).catch((error: unknown) => {
    console.error(
      `audit:verify could not open the database: ${error instanceof Error ? error.message : error}`,
    )
    return null
  })
  if (!database) return 2
  try {
    configureAudit(config.audit)
    const report = await verifyChain(database.db, values.heads)
    if (report.ok) {
      console.log(`audit log intact: ${report.count} rows, last hash ${report.lastHash}`)
      return 0
    }
    const where = report.problem === 'exportLine' ? ` (line ${report.line} of the exported heads)` : ''
    console.error(`audit log broken at row ${report.brokenId}: ${WHY[report.problem]}${where}`)
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
