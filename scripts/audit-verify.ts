/**
 * npm run audit:verify: re-computes the operator audit log's SHA-256 chain (server/services/audit/chain.ts)
 * on the database the server would open (DATABASE_URL, else the PGlite data directory of DATA_DIR, which a
 * running server holds: stop it or use PostgreSQL). Exit 0 with the number of rows when every row's hash and
 * link hold; exit 1 naming the first broken row; exit 2 when the database cannot be opened.
 */
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db'
import { verifyChain } from '../server/services/audit'

const main = async (): Promise<number> => {
  const database = await openDatabase(loadConfig(process.env)).catch((error: unknown) => {
    console.error(
      `audit:verify could not open the database: ${error instanceof Error ? error.message : error}`,
    )
    return null
  })
  if (!database) return 2
  try {
    const report = await verifyChain(database.db)
    if (report.ok) {
      console.log(`audit log intact: ${report.count} rows, last hash ${report.lastHash}`)
      return 0
    }
    const why = {
      hash: 'its hash is not the hash of its fields (the row was changed)',
      link: 'its prev_hash is not the hash of the row before (a row before it was changed or removed)',
      head: 'the log ends before the chain head (rows were removed from its end)',
    }[report.problem]
    console.error(`audit log broken at row ${report.brokenId}: ${why}`)
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
