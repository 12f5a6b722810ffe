import { type Static, Type } from '@sinclair/typebox'

const Centavos = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, centavos` })

/** A player's balances (index/get_wallet, and the wallet and game ones in user/getUserinfo). */
export const Balances = Type.Object({
  wallet: Centavos('Wallet balance: top-ups arrive here, withdrawals leave from here'),
  game: Centavos('Game balance: bets are paid from it and wins into it'),
  withdrawalPending: Centavos('Withdrawals requested and not yet paid or refused'),
  bonus: Centavos('Promotion money not yet released'),
  debt: Type.Optional(
    Centavos(
      'Only while the player owes the house (a reversed game win already spent): later credits repay it first, and withdrawals wait for it',
    ),
  ),
})
export type Balances = Static<typeof Balances>
