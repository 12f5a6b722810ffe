import { GameError, NO_ANSWER } from '@play/api'
import { topUpOffer } from '@play/topUp'
import { Code } from '@src/contract/codes'
import { describe, expect, test } from 'vitest'

describe('the "Transferir R$ X e jogar" offer after a failed spin', () => {
  test('offers the wallet a 1305 reported', () => {
    const error = new GameError('not enough', Code.GameBalanceTooLow, { wallet: 2_500, game: 40 })
    expect(topUpOffer(error)).toEqual({ wallet: 2_500, game: 40 })
  })

  test('offers nothing with an empty wallet, without the balances, or for any other failure', () => {
    expect(topUpOffer(new GameError('x', Code.GameBalanceTooLow, { wallet: 0, game: 0 }))).toBeNull()
    expect(topUpOffer(new GameError('x', Code.GameBalanceTooLow))).toBeNull()
    expect(topUpOffer(new GameError('x', Code.GameBalanceTooLow, { wallet: 1.5, game: 0 }))).toBeNull()
    expect(topUpOffer(new GameError('x', NO_ANSWER, { wallet: 100, game: 0 }))).toBeNull()
    expect(topUpOffer(new Error('x'))).toBeNull()
  })
})
