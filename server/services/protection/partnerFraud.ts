import { type SQL, sql } from 'drizzle-orm'

/**
 * The partners' fraud signals (docs/partners.md, "Fraud signals"), one rule of the risk monitoring
 * (services/protection/monitoring.ts, rule 'partnerFraud'): each signal is flagged on the attributed player
 * and on the partner's own account, so both have a case for the risk team; while the player's case is open
 * their CPA is held (services/partnerPlans/qualification.ts).
 *
 * - selfReferral: the player is the partner's own account, or shares with it a CPF, a PIX key, a device or
 *   an address (the partner's pair is one known pair, not a crowd behind a carrier's address, so an address
 *   counts here);
 * - sharedDevice, sharedPayoutKey, sharedAddress: the player shares a device, a PIX key (or its holder's
 *   CPF) or an address with another player of the same partner (a farm of accounts);
 * - bonusOnly: the player staked but never deposited, and was paid bonuses (play on the house's money only).
 */

/** What a player's account is known by, as (user, kind, value): hashed sightings and live payout keys. */
const IDENTIFIERS = sql`
  select s.user_id, s.kind, s.value_hash as value, s.last_seen as at from account_sightings s
  union all
  select p.user_id, 'pixKey', p.number, p.created_at from payout_accounts p where p.kind = 'pix' and p.deleted_at is null
  union all
  select p.user_id, 'document', p.cpf, p.created_at from payout_accounts p where p.cpf <> '' and p.deleted_at is null
  union all
  select u.id, 'document', u.cpf, u.created_at from users u where u.cpf is not null`

/** The signal a shared identifier kind is, between two players of one partner. */
const SHARED_SIGNAL = sql`case mine.kind when 'device' then 'sharedDevice' when 'address' then 'sharedAddress' else 'sharedPayoutKey' end`

/**
 * Candidates of the monitoring rule (user_id, key, evidence) among what changed since `since`: a new
 * attribution, a sighting, a payout key, or a bonus. A signal's key names the partner, the signal and the
 * other account, so it is flagged once.
 */
export const partnerFraudQuery = ({ since }: { since: string }): SQL => sql`
  with ids as (${IDENTIFIERS}),
  attributed as (
    select a.user_id, a.partner_id, p.user_id as partner_user, a.attributed_at
    from partner_attributions a join partners p on p.id = a.partner_id
  ),
  self as (
    select t.user_id, t.partner_id, t.partner_user, coalesce(
      array_agg(distinct mine.kind) filter (where mine.kind is not null), array[]::text[]) as kinds,
      max(greatest(mine.at, theirs.at, t.attributed_at)) as at
    from attributed t
    left join ids mine on mine.user_id = t.user_id
    left join ids theirs on theirs.user_id = t.partner_user and theirs.kind = mine.kind and theirs.value = mine.value
    where theirs.user_id is not null or t.user_id = t.partner_user
    group by 1, 2, 3
  ),
  farm as (
    select t.user_id, t.partner_id, t.partner_user, o.user_id as other, ${SHARED_SIGNAL} as signal,
           max(greatest(mine.at, theirs.at, t.attributed_at, o.attributed_at)) as at
    from attributed t
    join ids mine on mine.user_id = t.user_id
    join ids theirs on theirs.kind = mine.kind and theirs.value = mine.value and theirs.user_id <> t.user_id
    join attributed o on o.user_id = theirs.user_id and o.partner_id = t.partner_id
    group by 1, 2, 3, 4, 5
  ),
  bonus as (
    select t.user_id, t.partner_id, t.partner_user, max(x.created_at) as at
    from attributed t
    join accounts w on w.user_id = t.user_id
    join ledger_entries e on e.account_id = w.id
    join ledger_transactions x on x.id = e.transaction_id
    where x.reason = 'reward' and x.created_at >= ${since}::timestamptz
      and not exists (select 1 from accounts d join ledger_entries de on de.account_id = d.id
                      join ledger_transactions dx on dx.id = de.transaction_id
                      where d.user_id = t.user_id and dx.reason = 'deposit')
      and exists (select 1 from accounts g join ledger_entries ge on ge.account_id = g.id
                  join ledger_transactions gx on gx.id = ge.transaction_id
                  where g.user_id = t.user_id and gx.reason = 'bet' and ge.amount < 0)
    group by 1, 2, 3
  ),
  signals as (
    select user_id, partner_id, partner_user, 'selfReferral' as signal, partner_user as other,
           to_jsonb(kinds) as shared, at from self
    union all
    select user_id, partner_id, partner_user, signal, other, '[]'::jsonb, at from farm
    union all
    select user_id, partner_id, partner_user, 'bonusOnly', null, '[]'::jsonb, at from bonus
  )
  -- Each signal on the player and on the partner's own account (once when they are the same account).
  select distinct on (user_id, key) user_id, key, evidence from (
    select s.user_id, 'partner:' || s.partner_id || ':' || s.signal || ':' || coalesce(s.other::text, '-') as key,
           jsonb_build_object('partner', s.partner_id, 'signal', s.signal, 'player', s.user_id, 'with', s.other, 'shared', s.shared) as evidence
    from signals s where s.at >= ${since}::timestamptz
    union all
    select s.partner_user, 'partner:' || s.partner_id || ':' || s.signal || ':' || s.user_id || ':' || coalesce(s.other::text, '-'),
           jsonb_build_object('partner', s.partner_id, 'signal', s.signal, 'player', s.user_id, 'with', s.other, 'shared', s.shared)
    from signals s where s.at >= ${since}::timestamptz
  ) flagged
  order by user_id, key`

/**
 * Whether a player shares their CPF, a PIX key, a device or an address with the partner's own account, or is
 * it (SQL of a player id and a partner id): the CPA's 'selfReferred' exclusion, the same test as the signal.
 */
export const selfReferredSql = (player: SQL, partner: SQL): SQL => sql`(
  exists (select 1 from partners p where p.id = ${partner} and p.user_id = ${player})
  or exists (
    select 1 from (${IDENTIFIERS}) mine
    join (${IDENTIFIERS}) theirs on theirs.kind = mine.kind and theirs.value = mine.value
    join partners p on p.id = ${partner} and theirs.user_id = p.user_id
    where mine.user_id = ${player}))`
