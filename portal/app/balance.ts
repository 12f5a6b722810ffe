import { atom } from 'nanostores'
import type { Balances } from '../../src/contract/wallet'
import { $player, applyBalances } from '../../src/features/auth/session'
import { $token } from '../../src/session/store'
import { frameApi } from './frame-api'

/**
 * The balances the header shows (index/get_wallet), null until known or without a session. The header's
 * one figure is the player's money: wallet + game balance (top-ups land in the wallet, rounds are paid from
 * the game balance, and moving between the two changes nothing of it); pending withdrawals and bonus money
 * not yet released are not spendable and are left out. It follows the stored player, which the money pages,
 * leaving a game and automatic transfer update, and writes what it reads back there.
 */
export const $balances = atom<Balances | null>(null)
$player.subscribe((player) => {
  if (player?.balances) $balances.set(player.balances)
})

/** The header's figure: wallet + game balance, in centavos. */
export const headerBalance = (balances: Balances): number => balances.wallet + balances.game

/** The newest reading asked: an older answer arriving late is not shown over it. */
let latest = 0

const show = (balances: Balances): void => {
  $balances.set(balances)
  applyBalances(balances)
}

/** Balances the live channel pushed after a movement of the player's money: newer than any read under way. */
export function takeBalances(balances: Balances): void {
  latest += 1
  show(balances)
}

/** Reads the balances again (a log-in, the live channel (re)connected, the tab came back, a game closed); quiet on failure. */
export async function refreshBalances(): Promise<void> {
  const asked = ++latest
  if (!$token.get()) {
    $balances.set(null)
    return
  }
  try {
    const balances = await (await frameApi()).get('index/get_wallet', undefined, { silent: true })
    if (asked === latest) show(balances)
  } catch {
    // The header keeps the figure it had; the money pages show their own errors.
  }
}

/** The game page told its frame the new game balance after a round: the header follows at once. */
export function setGameBalance(game: number): void {
  const balances = $balances.get()
  if (balances && balances.game !== game) show({ ...balances, game })
}
