import type { Lang } from '@src/i18n/languages'
import type { Db } from '../db'
import { TERRITORY } from './catalogue'
import { WALLET_CURRENCY } from './gateway'
import { externalPlayerId, openProviderSession } from './gateway/players'
import type { Hub88Config } from './hub88/config'
import { type Device, hub88Games } from './hub88/games'
import { PROVIDER as HUB88 } from './hub88/protocol'
import type { SlotegratorConfig } from './slotegrator/config'
import { slotegratorGames } from './slotegrator/games'
import { PROVIDER as SLOTEGRATOR } from './slotegrator/protocol'

/** What a provider launch needs from the request and the catalogue. */
export interface ProviderLaunch {
  provider: string
  gameCode: string
  userId: number
  loginSessionId: number
  lang: Lang
  device: Device
  ip: string
  /** The portal's lobby and deposit pages, absolute (the provider's game links back to them). */
  lobbyUrl: string
  depositUrl: string
}

/** The settings each provider's launch reads. */
export interface LaunchSettings {
  hub88: Hub88Config
  slotegrator: SlotegratorConfig
}

/** The player's id at the provider and a new provider session (its token goes to the provider once). */
const seatPlayer = async (db: Db, launch: ProviderLaunch) => ({
  user: await externalPlayerId(db, launch.provider, launch.userId),
  token: await openProviderSession(db, {
    provider: launch.provider,
    userId: launch.userId,
    loginSessionId: launch.loginSessionId,
    gameCode: launch.gameCode,
    currency: WALLET_CURRENCY,
  }),
})

/**
 * A provider game's address for this player: the gateway's stable provider player id, a new provider
 * session (its token is the one-time game session token the provider's wallet calls carry), BRL, the
 * player's language and device, the lobby (and, where the protocol takes them, the deposit page, Brazil
 * and the player's IP). Throws GamesApiError when the provider gives no address; undefined for a provider
 * Ficha cannot launch.
 */
export const providerGameUrl = async (
  db: Db,
  settings: LaunchSettings,
  launch: ProviderLaunch,
): Promise<string | undefined> => {
  if (launch.provider === HUB88) {
    const { user, token } = await seatPlayer(db, launch)
    return hub88Games(settings.hub88).url({
      user,
      token,
      gameCode: launch.gameCode,
      currency: WALLET_CURRENCY,
      lang: launch.lang,
      device: launch.device,
      country: TERRITORY,
      ip: launch.ip,
      lobbyUrl: launch.lobbyUrl,
      depositUrl: launch.depositUrl,
    })
  }
  if (launch.provider === SLOTEGRATOR) {
    const { user, token } = await seatPlayer(db, launch)
    return slotegratorGames(settings.slotegrator).init({
      gameUuid: launch.gameCode,
      playerId: user,
      // No personal data leaves: the name GIS asks for is the same random id.
      playerName: user,
      currency: WALLET_CURRENCY,
      sessionId: token,
      returnUrl: launch.lobbyUrl,
      language: launch.lang,
      device: launch.device,
    })
  }
  return undefined
}
