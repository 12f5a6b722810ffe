import { partnerPostbacks, partners } from '@server/db/schema/partners'
import type { Envelope } from '@src/contract/envelope'
import type { ClickData } from '@src/contract/partners'
import { createPlayer, type Player, type TestServer } from '../helpers'

/** A browser's user agent: its clicks are no bot's. */
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'

/** A new approved partner (an account the operator made one): its id, account and postback secret. */
export const newPartner = async (
  server: TestServer,
  { status = 'approved', attributionDays = null as number | null } = {},
): Promise<{ id: number; account: Player; secret: string }> => {
  const account = await createPlayer(server.app)
  const [row] = await server.db
    .insert(partners)
    .values({ userId: account.user.id, status: status as 'approved', attributionDays })
    .returning()
  if (!row) throw new Error('no partner')
  return { id: row.id, account, secret: row.postbackSecret }
}

/** Sets the partner's postback templates for these events. */
export const setTemplates = async (
  server: TestServer,
  partnerId: number,
  templates: Record<string, string>,
) => {
  for (const [event, urlTemplate] of Object.entries(templates))
    await server.db
      .insert(partnerPostbacks)
      .values({ partnerId, event: event as 'registration', urlTemplate })
}

/** Waits for the clicks the server answered to be in partner_clicks (they are written by group commit). */
export const clicksWritten = (server: TestServer) => server.app.partnerClicks.buffer.flush()

/** POST /api/partner/click from `ip` with `userAgent`; the envelope. */
export const click = async (
  server: TestServer,
  body: Record<string, unknown>,
  { ip = '10.9.9.9', userAgent = BROWSER } = {},
): Promise<Envelope<ClickData>> => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/partner/click',
    headers: { 'user-agent': userAgent, vuelang: 'en' },
    payload: { source: 'link', ...body },
    remoteAddress: ip,
  })
  return response.json()
}
