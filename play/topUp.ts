import { Code } from '../src/contract/codes'
import type { GameTopUpOffer } from '../src/contract/game'
import { GameError } from './api'

/**
 * What "Transferir R$ X e jogar" may move: the wallet a spin's 1305 reported, when it holds anything;
 * null for every other failure.
 */
export const topUpOffer = (error: unknown): GameTopUpOffer | null => {
  if (!(error instanceof GameError) || error.code !== Code.GameBalanceTooLow) return null
  const data = error.data as Partial<GameTopUpOffer> | null
  const wallet = data?.wallet
  const game = data?.game
  if (!Number.isSafeInteger(wallet) || !Number.isSafeInteger(game) || (wallet ?? 0) <= 0) return null
  return { wallet: wallet as number, game: game as number }
}
