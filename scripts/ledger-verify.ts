/**
 * npm run ledger:verify: reconciles the ledger (server/services/ledger/reconcile.ts) on the database the server
 * would open (DATABASE_URL, else the PGlite data directory of DATA_DIR, which a running server holds: stop it
 * or use PostgreSQL): every account's balance against the sum of its entries, and the sum of every entry
 * against zero. Exit 0 printing "ledger intact"; exit 1 naming the accounts that differ (the largest
 * differences first, at most 100) and the ledger's sum; exit 2 when the database cannot be opened.
 */
import { settingsOrExit } from '../server/config'
import { openDatabase } from '../server/db'
import { reconcileLedger } from '../server/services/ledger'

const main = async (): Promise<number> => {
  const database = await openDatabase(settingsOrExit('ledger:verify')).catch((error: unknown) => {
    console.error(
      `ledger:verify could not open the database: ${error instanceof Error ? error.message : error}`,
    )
    return null
  })
  if (!database) return 2
  try {
    const found = await reconcileLedger(database.db)
    if (!found) {
      console.log('ledger intact: every balance is the sum of its entries, and the entries sum to 0')
      return 0
    }
    console.error(
      `ledger differs: ${found.accountCount} account(s) out of balance, entries summing to ${found.ledgerTotal} centavos`,
    )
    for (const account of found.accounts)
      console.error(
        `account ${account.accountId} (${account.userId === null ? 'house' : `player ${account.userId}`}, ${account.kind}): balance ${account.balance}, entries ${account.entries}, difference ${account.balance - account.entries} centavos`,
      )
    return 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
