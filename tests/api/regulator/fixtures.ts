import type { Db } from '@server/db'
import { restampingLedger } from '@server/db/ledgerHistory'
import { users } from '@server/db/schema/users'
import { transfer } from '@server/services/ledger'
import { eq, sql } from 'drizzle-orm'
import { openGame, spinCall } from '../games/gameFixtures'
import { createPlayer, type TestServer } from '../helpers'
import { gameBalance, seat, simGateway } from '../providers/seat'

/** A past São Paulo day the tests move their activity to (so it is over, and its deadline long passed). */
export const DAY = '2025-03-10'

/**
 * Moves every ledger movement and round of the database into `day` (São Paulo), one second apart in their
 * order: the test's activity, played now, as if played on that day.
 */
const moveActivityTo = async (db: Db, day: string) => {
  const noon = sql`(${day}::date + time '12:00')::timestamp at time zone 'America/Sao_Paulo'`
  await restampingLedger(db, (tx) =>
    tx.execute(sql`update ledger_transactions set created_at = ${noon} + id * interval '1 second'`),
  )
  await db.execute(
    sql`update rounds set started_at = ${noon} + id * interval '1 second',
        ended_at = case when settled then ${noon} + id * interval '1 second' + interval '250 ms' end`,
  )
  await db.execute(
    sql`update provider_rounds set started_at = ${noon} + id * interval '1 second',
        ended_at = case when state = 'closed' then ${noon} + id * interval '1 second' + interval '500 ms' end`,
  )
}

let keys = 0
const move = (
  db: Db,
  reason: Parameters<typeof transfer>[1]['reason'],
  from: never,
  to: never,
  amount: number,
) => {
  keys += 1
  return transfer(db, {
    key: `regulator-test:${keys}`,
    reason,
    reference: `regulator-test:${keys}`,
    from,
    to,
    amount,
  })
}

/**
 * A day with everything the files carry: player A deposits, converts, plays two own rounds, asks for a
 * withdrawal that is refunded, gets a bonus that is forfeited and a correction; player B, funded by a
 * correction, plays provider rounds: a win, a refunded (rolled back) bet, and a win taken back. Answers what
 * the files must show.
 */
export const playDay = async (server: TestServer) => {
  const { db, app } = server
  const a = await createPlayer(app)
  const aId = a.user.id
  await db
    .update(users)
    .set({
      cpf: '52998224725',
      fullName: 'Ana <Souza> & Filhos',
      birthDate: '1990-04-01',
      autoTransfer: false,
    })
    .where(eq(users.id, aId))
  const wallet = { userId: aId, kind: 'wallet' } as never
  const game = { userId: aId, kind: 'game' } as never
  const pending = { userId: aId, kind: 'withdrawal_pending' } as never
  const bonus = { userId: aId, kind: 'bonus' } as never
  await move(db, 'deposit', { system: 'deposits' } as never, wallet, 10_000)
  await move(db, 'conversion', wallet, game, 5_000)
  const token = await openGame(app, a, 'samba-night')
  let ownWins = 0
  for (const clientRoundId of ['regulator-1', 'regulator-2']) {
    const spin = await spinCall<{ round: { win: number } }>(app, token, { bet: 100, clientRoundId })
    if (spin.code !== 1) throw new Error(`spin failed: ${spin.code} ${spin.msg}`)
    ownWins += spin.data.round.win
  }
  await move(db, 'withdrawal', wallet, pending, 2_000)
  await move(db, 'withdrawal_refund', pending, wallet, 2_000)
  await move(db, 'reward', { system: 'rewards' } as never, bonus, 500)
  await move(db, 'bonus_forfeit', bonus, { system: 'rewards' } as never, 500)
  await move(db, 'adjustment', { system: 'house' } as never, wallet, 123)

  const b = await seat(server, 20, 'sim')
  const sim = simGateway(server, b)
  await sim.bet('b1', 'pr1', 300)
  await sim.win('w1', 'pr1', 500, true)
  await sim.bet('b2', 'pr2', 200)
  await sim.rollback('rb2', 'b2')
  await sim.win('w2', 'pr2', 0, true)
  await sim.bet('b3', 'pr3', 400)
  await sim.win('w3', 'pr3', 100, true)
  await sim.rollback('rb3', 'w3')

  await moveActivityTo(db, DAY)
  return {
    a: { id: aId, game: await gameBalance(server, aId), ownWins },
    b: { id: b.userId, game: await gameBalance(server, b.userId) },
  }
}

/**
 * `count` settled rounds of Ficha's own game `gameId` for `userId` on `day`, each with its ledger movement
 * (stake out of the game balance, prize back), written in bulk as ficha_play_rounds writes them.
 */
export const seedOwnRounds = async (db: Db, userId: number, gameId: number, day: string, count: number) => {
  await db.execute(
    sql`insert into accounts (user_id, kind) values (${userId}, 'game') on conflict do nothing`,
  )
  await db.execute(sql`insert into accounts (kind, shard) values ('house', 0) on conflict do nothing`)
  // The stakes' money, moved now (not on the day, so its files do not see it).
  await move(
    db,
    'adjustment',
    { system: 'deposits' } as never,
    { userId, kind: 'game' } as never,
    110 * count,
  )
  // Every entry carries its account's balance after it, in the order of its id, as ficha_transfer writes them.
  await db.execute(sql`
    with made as (
      insert into rounds (user_id, game_id, bet, win, settled, started_at, ended_at)
      select ${userId}, ${gameId}, 100 + g % 7, case when g % 4 = 0 then 250 else 0 end, true,
             (${day}::date + time '10:00')::timestamp at time zone 'America/Sao_Paulo' + g * interval '1 second',
             (${day}::date + time '10:00')::timestamp at time zone 'America/Sao_Paulo' + g * interval '1 second'
      from generate_series(1, ${count}::int) g
      returning id, bet, win, ended_at
    ), moved as (
      insert into ledger_transactions (idempotency_key, reason, reference, created_at)
      select 'round:' || id, 'bet', 'round:' || id, ended_at from made order by id
      returning id, reference
    ), lines as (
      select m.id as tx, x.account, x.amount, row_number() over (order by m.id, x.side) as ord
      from moved m join made r on m.reference = 'round:' || r.id
      cross join lateral (values
        (1, (select id from accounts where user_id = ${userId} and kind = 'game'), -r.bet),
        (2, (select id from accounts where user_id is null and kind = 'house' and shard = 0), r.bet),
        (3, (select id from accounts where user_id is null and kind = 'house' and shard = 0), -r.win),
        (4, (select id from accounts where user_id = ${userId} and kind = 'game'), r.win)
      ) x(side, account, amount)
      where x.amount <> 0
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select l.tx, l.account, l.amount, a.balance + sum(l.amount) over (partition by l.account order by l.ord)
    from lines l join accounts a on a.id = l.account
    order by l.ord`)
}
