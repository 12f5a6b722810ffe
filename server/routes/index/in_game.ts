import { Code } from '@src/contract/codes'
import { lobbyReturnPath } from '@src/contract/game-frame'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentUser } from '../../plugins/auth'
import { GamesApiError } from '../../providers/gamesApi'
import type { Device } from '../../providers/hub88/games'
import { providerGameUrl } from '../../providers/launch'
import { sendToProvider, transferWalletOf } from '../../providers/transfers'
import { findCrashGame } from '../../services/crash'
import { findPlayableGame, findProviderGame, launchGame, openGameSession } from '../../services/games'
import { autoTransferOn, moveWalletIn, returnGameBalance } from '../../services/money'
import { assertMayPlay, recordingRefusals, startPlay } from '../../services/protection'

/** Where this server serves the game page (play/, built to dist/play). */
const PLAY_PATH = '/play/'

/** The portal's pages a provider's game links back to (hash routes of the portal): the deposit page, and
 * the game's frame, which ends the game before it opens the lobby. */
const DEPOSIT_PAGE = '/#/pages/first-storage/index'
const lobbyPage = (gameId: number) => `/#${lobbyReturnPath(gameId)}`

/** The layout a provider's game is asked for: the browser says whether it is a phone's. */
const deviceOf = (userAgent: string | undefined): Device =>
  /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '') ? 'mobile' : 'desktop'

/**
 * POST /api/index/in_game {id | slug}: the game page's address for the logged-in player. The launch token
 * rides in the fragment, which browsers send to no server and put in no Referer; it works once, within
 * two minutes, and is never the login token.
 */
export default endpoint(
  'index/in_game',
  {
    summary: 'Open a game: a launch URL with a single-use game token',
    description:
      'The URL is the game page, relative to the server (/play/#launch=<token>&lang=<vuelang>); the page exchanges the token with ' +
      "game/open within 2 minutes, once. A provider game (Hub88, Slotegrator) answers the provider's own game " +
      "address (Hub88's game/url, Slotegrator's games/init, for this player and a new provider session); on a " +
      "transfer-wallet site (HUB88_WALLET=transfer) the game balance then moves into Hub88's balance (TransferWallet " +
      'deposit). The first launch of a login session starts its play time (session ' +
      "time limit, reality check), and a launch when none runs the player's play session that the operator's maximum " +
      '(SESSION_MAX_MINUTES) counts. Errors: 401, 400, 1301 no playable game by that id or slug, 1309 a provider game ' +
      'switched off or blocked in Brazil, 1310 the provider gave no game address, 1606 identity ' +
      'not verified (brazil), 1611 a loss limit used up, 1612 session time limit reached, 1613 self-excluded, ' +
      '1900 paused, 1901 the maximum session length reached (a break until msg says).',
  },
  async (request, app) => {
    const user = currentUser(request)
    if (request.sessionId === null) throw new ApiError(Code.SessionExpired)
    const { body } = request
    const crash = await findCrashGame(app.db)
    // The crash game launches as an original: its page trades the launch token with game/open.
    const crashGame =
      crash?.enabled && ('id' in body ? crash.id === body.id : crash.slug === body.slug) ? crash : undefined
    const game = (await findPlayableGame(app.db, body)) ?? crashGame ?? (await findProviderGame(app.db, body))
    if (!game) throw new ApiError(Code.GameNotFound)
    if ('providerGameCode' in game && !game.enabled) throw new ApiError(Code.GameBlocked)
    // Player protection, decided once by the play gate; a launch it lets through starts the
    // login session's play time (not yet started, the session time limit cannot refuse it).
    const { sessionId } = request
    const now = new Date()
    await recordingRefusals(app.db, user.id, 'in_game', () => assertMayPlay(app.db, user.id, now, sessionId))
    await startPlay(app.db, { userId: user.id, loginSessionId: sessionId, now })
    // A game balance an ended game left behind goes home first; game/open moves the wallet in again.
    await returnGameBalance(app.db, user.id)
    if ('providerGameCode' in game) {
      const origin = app.config.publicUrl.replace(/\/+$/, '')
      const url = await providerGameUrl(app.db, app.config, {
        provider: game.provider,
        gameCode: game.providerGameCode,
        userId: user.id,
        loginSessionId: sessionId,
        lang: request.lang,
        device: deviceOf(request.headers['user-agent']),
        ip: request.ip,
        lobbyUrl: origin + lobbyPage(game.id),
        depositUrl: origin + DEPOSIT_PAGE,
      }).catch((error) => {
        if (!(error instanceof GamesApiError)) throw error
        request.log.warn({ err: error, game: game.slug }, 'provider game launch failed')
        throw new ApiError(Code.ProviderLaunchFailed)
      })
      if (!url) throw new ApiError(Code.GameNotFound)
      // The provider's bets take the game balance: a game session of Ficha's own moves the wallet in (with
      // automatic transfer) and, once left (index/out_game) or idle, sends the game balance home again.
      const { launchToken, expiresAt } = await launchGame(app.db, {
        userId: user.id,
        gameId: game.id,
        loginSessionId: sessionId,
      })
      const opened = await openGameSession(app.db, launchToken)
      if (opened && (await autoTransferOn(app.db, app.config.autoTransfer, user.id)))
        await moveWalletIn(app.db, opened)
      // A transfer-wallet site (HUB88_WALLET=transfer): the game balance moves on into Hub88's balance.
      const wallet = transferWalletOf(app.db, app.config.hub88)
      if (wallet) {
        const state = await sendToProvider(wallet, user.id)
        if (state === 'unknown')
          request.log.warn({ userId: user.id }, 'transfer to the provider held: its status is not known')
      }
      return { url, expiresAt: expiresAt.toISOString() }
    }
    const { launchToken, expiresAt } = await launchGame(app.db, {
      userId: user.id,
      gameId: game.id,
      loginSessionId: request.sessionId,
    })
    const fragment = new URLSearchParams({ launch: launchToken, lang: request.lang })
    // Relative: the game opens on the origin the player used (the portal's frame-src 'self'), and no Host
    // header or PUBLIC_URL can send the launch token anywhere else.
    const url = `${PLAY_PATH}#${fragment}`
    return { url, expiresAt: expiresAt.toISOString() }
  },
)
