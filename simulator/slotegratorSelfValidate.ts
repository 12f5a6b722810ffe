/**
 * GIS's `POST /self-validate` as the simulator plays it (docs/providers.md, Slotegrator readings:
 * self-validate): the documented checks run against the operator's wallet with the player and session of
 * the last game launched, each call signed as GIS signs, and the log GIS answers with: `{ success, log }`.
 * The checks and their wording follow a self-validate log GIS returned to a public integration
 * (vovchic17/slotegrator_api, slotegrator.log); amounts are chosen so the player's balance ends as it began.
 */
import { randomUUID } from 'node:crypto'
import type { Answer, Params, Player, SlotegratorSimulator } from './slotegrator'

export interface SelfValidation {
  success: boolean
  log: string[]
}

const centavos = (answer: Answer | null): number | null =>
  answer && typeof answer.balance === 'number' ? Math.round(answer.balance * 100) : null
const failed = (answer: Answer | null) => answer === null || 'error_code' in answer
const reais = (value: number) => (value / 100).toFixed(2)

/** Runs the checks for `player`; every step is logged, success when every check passed. */
export const selfValidate = async (gis: SlotegratorSimulator, player: Player): Promise<SelfValidation> => {
  const log: string[] = [`Use session with ID = ${player.token}`]
  let success = true
  const check = (name: string, passed: boolean, detail = '') => {
    log.push(passed ? `${name} successfully passed` : `${name} failed${detail ? `: ${detail}` : ''}`)
    success &&= passed
  }
  const sending = (what: string, params: Params) =>
    log.push(
      `Sending ${what} request${params.amount === undefined ? '' : ` with amount = ${params.amount}`}, currency = ${params.currency} and ID = ${params.transaction_id ?? params.player_id}`,
    )

  sending('"balance"', gis.balance(player))
  const balance = await gis.call(gis.balance(player))
  check('"balance" request', centavos(balance) !== null)
  const start = centavos(balance) ?? 0

  const stranger = gis.balance({ user: randomUUID().replace(/-/g, ''), token: player.token })
  sending('incorrect "balance"', stranger)
  check('Incorrect "balance" request rejected', failed(await gis.call(stranger)))

  const zeroBet = gis.bet(player, '0.00')
  sending('zero "bet"', zeroBet)
  check('Zero "bet" request', centavos(await gis.call(zeroBet)) === start)
  const zeroWin = gis.win(player, '0.00', { round_id: zeroBet.round_id ?? '' })
  sending('zero "win"', zeroWin)
  check('Zero "win" request', centavos(await gis.call(zeroWin)) === start)

  // A stake the balance covers (none when it is empty), refunded: the balance comes back.
  const stake = Math.min(100, start)
  const bet = gis.bet(player, reais(stake))
  sending('"bet"', bet)
  const placed = await gis.call(bet)
  check('"bet" request', centavos(placed) === start - stake, `balance ${JSON.stringify(placed)}`)
  sending('duplicate "bet"', bet)
  const again = await gis.call(bet)
  check(
    'Duplicate "bet" request',
    centavos(again) === start - stake && again?.transaction_id === placed?.transaction_id,
  )
  const refund = gis.refund(player, bet)
  sending('"refund"', refund)
  const refunded = await gis.call(refund)
  check(
    '"refund" request',
    centavos(refunded) === start,
    `refund amount = ${bet.amount}, returned ${JSON.stringify(refunded)}`,
  )
  const second = { ...gis.refund(player, bet), transaction_id: randomUUID() }
  sending('duplicate "refund"', second)
  const refundedAgain = await gis.call(second)
  check(
    'Duplicate "refund" request',
    centavos(refundedAgain) === start && refundedAgain?.transaction_id === refunded?.transaction_id,
    'another refund of the bet must answer the first one’s transaction_id and move nothing',
  )

  // A refund that arrives before its bet: answered, and the late bet is not taken.
  const early = gis.bet(player, reais(stake))
  const orphan = gis.refund(player, early)
  sending('"refund" without "bet"', orphan)
  check('"refund" request without "bet"', centavos(await gis.call(orphan)) === start)
  const late = await gis.call(early)
  check('"bet" request after "refund"', failed(late) || centavos(late) === start)

  const exceeded = gis.bet(player, reais(start + 100))
  sending('exceeded "bet"', exceeded)
  const poor = await gis.call(exceeded)
  check('Exceeded "bet" request rejected', poor?.error_code === 'INSUFFICIENT_FUNDS', JSON.stringify(poor))

  log.push('Check signature validation')
  check(
    'Request with invalid signature rejected',
    failed(await gis.send(gis.balance(player), { corrupt: true })),
  )

  const negative = gis.bet(player, '-1.00')
  sending('"bet"', negative)
  check('Negative "bet" request rejected', failed(await gis.call(negative)))

  // A round of a bet and a win, the win sent twice, then rolled back as a whole.
  const roundBet = gis.bet(player, reais(stake))
  const round = roundBet.round_id ?? ''
  sending('"bet"', roundBet)
  check('"bet" request', centavos(await gis.call(roundBet)) === start - stake)
  const win = gis.win(player, reais(stake), { round_id: round })
  sending('"win"', win)
  const paid = await gis.call(win)
  check('"win" request', centavos(paid) === start)
  sending('duplicate "win"', win)
  const paidAgain = await gis.call(win)
  check(
    'Duplicate "win" request',
    centavos(paidAgain) === start && paidAgain?.transaction_id === paid?.transaction_id,
  )
  const back = gis.rollback(player, round, [roundBet, win])
  log.push(`Sending "rollback" request after round of "bet" "win" with currency = ${back.currency}`)
  check('"rollback" request', centavos(await gis.call(back)) === start)

  return { success, log }
}
