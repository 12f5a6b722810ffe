// `npm run operator:create -- --phone +5511988887777 --role finance [--player +5511977776666]`: a console
// account with one role (support, finance, risk or admin; docs/console.md), and, with --player, the operator's
// own player account linked to it (that operator may then never decide its money), on the database the server's settings name
// (DATABASE_URL, else DATA_DIR's PGlite; stop a PGlite server first). The password is OPERATOR_NEW_PASSWORD,
// or a random one printed once. The operator sets up the second factor at the first console login.
import { parseArgs } from 'node:util'
import { settingsOrExit } from '@server/config'
import { openDatabase } from '@server/db'
import { linkPlayerAccount } from '@server/services/accounts/duties'
import { createOperator, newOperatorPassword } from '@server/services/accounts/operators'
import { phoneFromUsername } from '@server/services/accounts/phone'

const { values } = parseArgs({
  options: { phone: { type: 'string' }, role: { type: 'string' }, player: { type: 'string' } },
})
const phone = phoneFromUsername(values.phone ?? '')
const player = values.player === undefined ? undefined : phoneFromUsername(values.player)
if (!phone || !values.role || player === null) {
  console.error(
    'usage: npm run operator:create -- --phone +5511988887777 --role support|finance|risk|admin [--player +5511977776666]',
  )
  process.exit(2)
}
const password = process.env.OPERATOR_NEW_PASSWORD || newOperatorPassword()
const database = await openDatabase(settingsOrExit('operator:create'))
try {
  const user = await createOperator(database.db, { phone, password, role: values.role })
  console.log(`operator ${user.id} ${phone}, role ${values.role}`)
  if (player) {
    await linkPlayerAccount(database.db, user.id, player)
    console.log(`player account ${player} linked to it`)
  }
  if (!process.env.OPERATOR_NEW_PASSWORD) console.log(`password (shown once): ${password}`)
} finally {
  await database.close()
}
