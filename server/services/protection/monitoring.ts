import { isRgRule, type RiskRule } from '@src/contract/risk-values'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { riskCases, riskFlags, riskMonitorRuns } from '../../db/schema/risk'
import { logProtection } from '../audit'
import { type Job, type JobLease, type JobLog, startJob } from '../jobs'
import { notifyPlayer } from '../notifications'
import { partnerFraudQuery } from './partnerFraud'

/**
 * Risk and responsible-gaming monitoring (docs/compliance.md "Monitoring"). Every rule is
 * evaluated by a job (startMonitoringJob, every MONITOR_INTERVAL_MS, so within a minute of the movement or
 * round), never inside the round or money transaction: the round's hot path is unchanged. Each rule is one
 * set-based query over what happened since the last run (less a margin), answering a key per thing it saw;
 * a key is flagged once (risk_flags), and a player's flags of one rule gather in one open case.
 */

/** The thresholds, in one place (docs/compliance.md lists them for the operator). */
const RULES = {
  /** lossChasing: this many top-ups within this many minutes of the game balance reaching (under R$ 1) zero. */
  chaseDeposits: 3,
  chaseMinutes: 30,
  /** depositSpike: a top-up above this multiple of the player's 30-day median (with at least 3 before it). */
  spikeMultiple: 3,
  spikeMinHistory: 3,
  /** limitNear: this share of any limit used. */
  limitShare: 0.8,
  /** longSession: past the player's median session (at least 5 in 30 days) by both this factor and margin. */
  sessionFactor: 2,
  sessionMarginMinutes: 60,
  sessionMinHistory: 5,
  /** nightStreak: play between 00:00 and 06:00 (São Paulo) on this many nights in a row. */
  nightHours: 6,
  nightStreak: 3,
  /**
   * sharedIdentifier weighs what a player shares with each other player (of another CPF): a device, a PIX key
   * or a document (CPF) weighs sharedStrong each; an address counts only beside one of those (carrier NAT puts
   * thousands behind one address), adding sharedAddress. A player is flagged from sharedWeight: two others
   * on one device, or one other on a device and an address, but never an address alone.
   */
  sharedStrong: 2,
  sharedAddress: 1,
  sharedWeight: 3,
  /** largeWithdrawal: a withdrawal of at least this (centavos) with less staked than it in 30 days. */
  largeWithdrawal: 200_000,
  /** passThrough: over 7 days, top-ups of at least this, withdrawn at this share, staked under that share. */
  passThroughMinDeposits: 50_000,
  passThroughWithdrawnShare: 0.8,
  passThroughStakedShare: 0.2,
} as const

/** How long an operator has to decide a case: a responsible-gaming sign fast, a laundering one within days. */
const DEADLINE_HOURS = { rg: 48, aml: 5 * 24 } as const

/** A run looks back this far before the last run, so a movement committed during a run is not missed. */
const MARGIN_MS = 5 * 60_000
/** A first run (or one after a long stop) looks back at most this far. */
const FIRST_LOOKBACK_MS = 24 * 60 * 60_000

interface Candidate {
  user_id: number
  key: string
  evidence: Record<string, unknown>
}

type Window = { since: string; now: string }

const SP = sql.raw(`'America/Sao_Paulo'`)

/** A threshold written into the query as a literal (a constant of RULES, never input). */
const lit = (value: number) => sql.raw(String(value))

/** Each rule: the keys it sees in the window (strings of instants, ISO 8601). */
const QUERIES: Record<RiskRule, (w: Window) => ReturnType<typeof sql>> = {
  // A round that left the player's game balance under R$ 1, then top-ups within the next 30 minutes.
  lossChasing: ({ since, now }) => sql`
    with busts as (
      select r.user_id, r.id as round_id, r.ended_at as at
      from rounds r
      join ledger_transactions t on t.reference = 'round:' || r.id and t.reason = 'bet'
      join ledger_entries e on e.transaction_id = t.id
      join accounts a on a.id = e.account_id and a.user_id = r.user_id and a.kind = 'game'
      where r.settled and r.ended_at >= ${since}::timestamptz - make_interval(mins => ${lit(RULES.chaseMinutes)})
        and r.ended_at <= ${now}::timestamptz and e.balance_after < 100
    )
    select b.user_id, 'round:' || b.round_id as key,
           jsonb_build_object('bustAt', b.at, 'deposits', d.n, 'amount', d.total) as evidence
    from busts b
    cross join lateral (
      select count(*)::int as n, coalesce(sum(o.amount), 0)::bigint as total from orders o
      where o.user_id = b.user_id and o.type = 'recharge' and o.status <> 'failed'
        and o.created_at > b.at and o.created_at <= b.at + make_interval(mins => ${lit(RULES.chaseMinutes)})
    ) d
    where d.n >= ${lit(RULES.chaseDeposits)}`,

  depositSpike: ({ since, now }) => sql`
    select o.user_id, 'order:' || o.id as key,
           jsonb_build_object('orderId', o.id, 'amount', o.amount, 'median', h.median, 'count', h.n) as evidence
    from orders o
    cross join lateral (
      select count(*)::int as n, percentile_cont(0.5) within group (order by p.amount) as median
      from orders p
      where p.user_id = o.user_id and p.type = 'recharge' and p.status = 'paid' and p.id <> o.id
        and p.created_at < o.created_at and p.created_at >= o.created_at - interval '30 days'
    ) h
    where o.type = 'recharge' and o.status <> 'failed' and o.created_at >= ${since}::timestamptz
      and o.created_at <= ${now}::timestamptz
      and h.n >= ${lit(RULES.spikeMinHistory)} and o.amount > ${lit(RULES.spikeMultiple)} * h.median`,

  // Deposit and loss limits (their São Paulo day, week, month) and the session time limit.
  limitNear: ({ since, now }) => sql`
    with lim as (
      select l.user_id, l.key,
             case when l.pending_at is not null and l.pending_at <= ${now}::timestamptz then l.pending_value else l.value end as value,
             case when l.key like '%Day' then date_trunc('day', ${now}::timestamptz at time zone ${SP})
                  when l.key like '%Week' then date_trunc('week', ${now}::timestamptz at time zone ${SP})
                  else date_trunc('month', ${now}::timestamptz at time zone ${SP}) end as start_local
      from player_limits l where l.key <> 'sessionMinutes'
    ), used as (
      select lim.user_id, lim.key, lim.value, lim.start_local::date as period,
             case when lim.key like 'deposit%' then
               (select coalesce(sum(o.amount), 0) from orders o where o.user_id = lim.user_id and o.type = 'recharge'
                  and o.hold is null and o.status <> 'failed' and o.created_at >= lim.start_local at time zone ${SP})
             else
               (select coalesce(sum(p.net_loss), 0) from play_days p where p.user_id = lim.user_id
                  and p.day >= lim.start_local::date)
             end as used
      from lim where lim.value is not null
    )
    select user_id, key || ':' || period as key,
           jsonb_build_object('limit', key, 'value', value, 'used', used) as evidence
    from used where used >= ${lit(RULES.limitShare)} * value
    union all
    select s.user_id, 'sessionMinutes:' || s.id as key,
           jsonb_build_object('limit', 'sessionMinutes', 'value', l.value,
                              'used', floor(extract(epoch from s.last_used_at - s.play_started_at) / 60)) as evidence
    from sessions s
    join player_limits l on l.user_id = s.user_id and l.key = 'sessionMinutes' and l.value is not null
    where s.play_started_at is not null and s.last_used_at >= ${since}::timestamptz
      and extract(epoch from s.last_used_at - s.play_started_at) >= ${lit(RULES.limitShare)} * l.value * 60`,

  longSession: ({ since }) => sql`
    select s.user_id, 'session:' || s.id as key,
           jsonb_build_object('sessionId', s.id, 'minutes', floor(m.minutes), 'usualMinutes', floor(h.usual)) as evidence
    from sessions s
    cross join lateral (select extract(epoch from s.last_used_at - s.play_started_at) / 60 as minutes) m
    cross join lateral (
      select count(*)::int as n,
             percentile_cont(0.5) within group (order by extract(epoch from p.last_used_at - p.play_started_at) / 60) as usual
      from sessions p
      where p.user_id = s.user_id and p.id <> s.id and p.play_started_at is not null
        and p.play_started_at < s.play_started_at and p.play_started_at >= s.play_started_at - interval '30 days'
    ) h
    where s.play_started_at is not null and s.last_used_at >= ${since}::timestamptz
      and h.n >= ${lit(RULES.sessionMinHistory)}
      and m.minutes > ${lit(RULES.sessionFactor)} * h.usual and m.minutes - h.usual >= ${lit(RULES.sessionMarginMinutes)}`,

  // Nights (the São Paulo day of play before 06:00) in a row, for players who played such a night lately.
  nightStreak: ({ since, now }) => sql`
    with recent as (
      select distinct r.user_id from rounds r
      where r.settled and r.ended_at >= ${since}::timestamptz and r.ended_at <= ${now}::timestamptz
        and extract(hour from r.started_at at time zone ${SP}) < ${lit(RULES.nightHours)}
    ), nights as (
      select distinct r.user_id, (r.started_at at time zone ${SP})::date as night
      from rounds r join recent using (user_id)
      where r.started_at >= ${since}::timestamptz - interval '8 days' and r.started_at <= ${now}::timestamptz
        and extract(hour from r.started_at at time zone ${SP}) < ${lit(RULES.nightHours)}
    ), islands as (
      select user_id, night, night - (row_number() over (partition by user_id order by night))::int as island
      from nights
    )
    select user_id, 'nights:' || min(night) as key,
           jsonb_build_object('from', min(night), 'to', max(night), 'nights', count(*)) as evidence
    from islands group by user_id, island having count(*) >= ${lit(RULES.nightStreak)}`,

  // Pairs of players of different CPFs sharing a device, a PIX key or a document, an address adding weight;
  // console accounts are left out (their sightings are console log-ins, and they have no wallet). A pair is
  // flagged once per the strong kinds it shares; the player's total weight is in the evidence.
  sharedIdentifier: ({ since }) => sql`
    with people as (
      select id, coalesce(cpf, 'id:' || id) as person from users
      where cardinality(roles) = 0 and cardinality(permissions) = 0
    ), strong as (
      select 'device' as kind, s.value_hash as value, s.user_id, s.last_seen as at
      from account_sightings s where s.kind = 'device'
      union all
      select 'pixKey', p.number, p.user_id, p.created_at from payout_accounts p where p.kind = 'pix'
      union all
      select 'document', p.cpf, p.user_id, p.created_at from payout_accounts p where p.cpf is not null
      union all
      select 'document', u.cpf, u.id, u.created_at from users u where u.cpf is not null
    ), recent as (
      -- Only values seen lately, or held by a player seen at an address lately, are paired: a run compares
      -- the few players active since the last one, not every player with every other.
      select kind, value from strong where at >= ${since}::timestamptz
      union
      select s.kind, s.value from strong s
      join account_sightings x on x.user_id = s.user_id and x.kind = 'address' and x.last_seen >= ${since}::timestamptz
    ), candidates as (
      select strong.* from strong join recent using (kind, value)
    ), pairs as (
      select a.user_id, b.user_id as other, array_agg(distinct a.kind order by a.kind) as kinds,
             max(greatest(a.at, b.at)) as at
      from candidates a
      join candidates b on b.kind = a.kind and b.value = a.value and b.user_id <> a.user_id
      join people pa on pa.id = a.user_id
      join people pb on pb.id = b.user_id and pb.person <> pa.person
      group by a.user_id, b.user_id
    ), weighed as (
      select p.user_id, p.other, p.kinds, greatest(p.at, x.at) as at, x.at is not null as address,
             ${lit(RULES.sharedStrong)} * cardinality(p.kinds)
               + case when x.at is null then 0 else ${lit(RULES.sharedAddress)} end as weight
      from pairs p
      cross join lateral (
        select max(greatest(mine.last_seen, theirs.last_seen)) as at
        from account_sightings mine
        join account_sightings theirs
          on theirs.user_id = p.other and theirs.kind = 'address' and theirs.value_hash = mine.value_hash
        where mine.user_id = p.user_id and mine.kind = 'address'
      ) x
    ), totals as (
      select w.*, sum(w.weight) over (partition by w.user_id) as total,
             max(w.at) over (partition by w.user_id) as latest
      from weighed w
    )
    select user_id, 'with:' || other || ':' || array_to_string(kinds, '+') as key,
           jsonb_build_object('with', other,
             'shared', to_jsonb(kinds || case when address then array['address'] else array[]::text[] end),
             'weight', total) as evidence
    from totals
    where total >= ${lit(RULES.sharedWeight)} and latest >= ${since}::timestamptz`,

  largeWithdrawal: ({ since, now }) => sql`
    select o.user_id, 'order:' || o.id as key,
           jsonb_build_object('orderId', o.id, 'amount', o.amount, 'staked30d', s.staked) as evidence
    from orders o
    cross join lateral (
      select coalesce(sum(r.bet), 0)::bigint as staked from rounds r
      where r.user_id = o.user_id and r.started_at >= o.created_at - interval '30 days' and r.started_at <= o.created_at
    ) s
    where o.type = 'withdraw' and o.status <> 'failed' and o.created_at >= ${since}::timestamptz
      and o.created_at <= ${now}::timestamptz and o.amount >= ${lit(RULES.largeWithdrawal)} and s.staked < o.amount`,

  passThrough: ({ since, now }) => sql`
    select o.user_id, 'order:' || o.id as key,
           jsonb_build_object('orderId', o.id, 'deposited7d', m.deposited, 'withdrawn7d', m.withdrawn, 'staked7d', s.staked) as evidence
    from orders o
    cross join lateral (
      select coalesce(sum(p.amount) filter (where p.type = 'recharge' and p.status = 'paid'), 0)::bigint as deposited,
             coalesce(sum(p.amount) filter (where p.type = 'withdraw' and p.status <> 'failed'), 0)::bigint as withdrawn
      from orders p
      where p.user_id = o.user_id and p.created_at >= o.created_at - interval '7 days' and p.created_at <= o.created_at
    ) m
    cross join lateral (
      select coalesce(sum(r.bet), 0)::bigint as staked from rounds r
      where r.user_id = o.user_id and r.started_at >= o.created_at - interval '7 days' and r.started_at <= o.created_at
    ) s
    where o.type = 'withdraw' and o.status <> 'failed' and o.created_at >= ${since}::timestamptz
      and o.created_at <= ${now}::timestamptz
      and m.deposited >= ${lit(RULES.passThroughMinDeposits)}
      and m.withdrawn >= ${lit(RULES.passThroughWithdrawnShare)} * m.deposited
      and s.staked < ${lit(RULES.passThroughStakedShare)} * m.deposited`,

  // A partner's fraud signals (services/partnerPlans/fraud.ts): self-referral, a farm of accounts sharing a
  // device, address or PIX key, play on bonuses alone; flagged on the player and on the partner's account.
  partnerFraud: partnerFraudQuery,
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * Records one flag unless its key was flagged before: opens the player's case of the rule, or adds to the
 * open one; a responsible-gaming case newly opened sends the player the protection message. One transaction.
 */
const flag = async (db: Db, rule: RiskRule, candidate: Candidate, now: Date): Promise<boolean> =>
  db.transaction(async (tx) => {
    const userId = Number(candidate.user_id)
    const [seen] = await tx
      .select({ id: riskFlags.id })
      .from(riskFlags)
      .where(and(eq(riskFlags.userId, userId), eq(riskFlags.rule, rule), eq(riskFlags.key, candidate.key)))
    if (seen) return false
    const kind = isRgRule(rule) ? 'rg' : 'aml'
    const [opened] = await tx
      .insert(riskCases)
      .values({ userId, rule, deadline: new Date(now.getTime() + DEADLINE_HOURS[kind] * 3_600_000) })
      .onConflictDoUpdate({
        target: [riskCases.userId, riskCases.rule],
        targetWhere: sql`status = 'open'`,
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: riskCases.id, openedAt: riskCases.openedAt, updatedAt: riskCases.updatedAt })
    if (!opened) throw new Error('Risk case not written')
    await tx
      .insert(riskFlags)
      .values({ caseId: opened.id, userId, rule, key: candidate.key, evidence: candidate.evidence })
    await logProtection(tx, userId, 'riskFlagged', { rule, caseId: opened.id, key: candidate.key })
    // A new case (inserted now: both stamps equal) of a responsible-gaming rule tells the player.
    if (kind === 'rg' && opened.openedAt.getTime() === opened.updatedAt.getTime())
      await notifyPlayer(tx, userId, 'playAlert', { amount: 0 })
    return true
  })

/** Where the last run got to, less the margin, or a day back for the first run. */
const lastRunStart = async (db: Db, now: Date): Promise<Date> => {
  const [last] = await db.select().from(riskMonitorRuns).orderBy(desc(riskMonitorRuns.id)).limit(1)
  const floor = now.getTime() - FIRST_LOOKBACK_MS
  return new Date(Math.max(floor, (last?.ranAt.getTime() ?? floor) - MARGIN_MS))
}

/**
 * Runs every rule over what happened from `since` (default: the last run less a margin) to `now` and records
 * the new flags. Answers how many flags each rule added.
 */
export const runMonitoring = async (
  db: Db,
  { now = new Date(), since }: { now?: Date; since?: Date } = {},
): Promise<Record<RiskRule, number>> => {
  const from = since ?? (await lastRunStart(db, now))
  const window = { since: from.toISOString(), now: now.toISOString() }
  const added = {} as Record<RiskRule, number>
  for (const rule of Object.keys(QUERIES) as RiskRule[]) {
    added[rule] = 0
    for (const candidate of await rowsOf<Candidate>(db, QUERIES[rule](window)))
      if (await flag(db, rule, candidate, now)) added[rule] += 1
  }
  const flags = Object.values(added).reduce((sum, value) => sum + value, 0)
  await db.insert(riskMonitorRuns).values({ ranAt: now, flags })
  return added
}

/** How often the job runs: every flag within a minute of its movement or round. */
const MONITOR_INTERVAL_MS = 30_000

/**
 * Runs the rules every 30 seconds, and at once when this process becomes the job's runner (one run at a time);
 * await stop() before closing the database.
 */
export const startMonitoringJob = (db: Db, log: JobLog, lease: JobLease): Job =>
  startJob(
    {
      everyMs: MONITOR_INTERVAL_MS,
      atStart: true,
      log,
      failure: 'risk monitoring failed; the next run retries',
      lease,
    },
    async () => {
      const added = await runMonitoring(db)
      if (Object.values(added).some((value) => value > 0)) log.info({ added }, 'risk monitoring flagged')
    },
  )
