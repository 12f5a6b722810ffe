import type { Static, TSchema } from '@sinclair/typebox'
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler'
import { Code } from '@src/contract/codes'
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@src/contract/money'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Answer, type EndpointText, type RouteModule, routeModule } from '../endpoint'
import { ApiError, ok } from '../envelope'
import { verifyPixWebhook } from '../services/money'

/**
 * The providers' signed notices (pay/webhook, payouts/webhook, identity/webhook): the signature covers the
 * raw bytes, so the routes of `app` (a route plugin's own scope) keep a JSON body as text, parsed only once
 * it verified.
 */
const keepJsonAsText = (app: FastifyInstance): void => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

/**
 * The notice's event: refused with 1453 when no secret is configured, with the signature's code when the
 * headers do not sign the body (webhookSignature.ts), with 400 when it is not JSON of the shape `check` takes.
 */
const signedEvent = <T extends TSchema>(
  request: FastifyRequest,
  secret: string | undefined,
  names: SignatureHeaders,
  check: TypeCheck<T>,
): Static<T> => {
  if (!secret) throw new ApiError(Code.WebhookDisabled)
  const raw = typeof request.body === 'string' ? request.body : ''
  verifyPixWebhook(secret, {
    body: raw,
    timestamp: header(request.headers[names.timestamp]),
    signature: header(request.headers[names.signature]),
  })
  let event: unknown
  try {
    event = JSON.parse(raw)
  } catch {
    throw new ApiError(Code.BadRequest)
  }
  if (!check.Check(event)) throw new ApiError(Code.BadRequest)
  return event
}

type WebhookPath = 'pay/webhook' | 'payouts/webhook' | 'identity/webhook'

/** The headers that carry the notice's timestamp and signature. */
interface SignatureHeaders {
  timestamp: string
  signature: string
}

/** What a provider's notice route differs by; everything else (signature, parsing, envelope, log) is shared. */
interface SignedWebhook<Event extends TSchema, P extends WebhookPath> {
  /** Unset: every notice is refused with 1453. */
  secret: string | undefined
  /** The provider's own header names; unset, the PIX providers' (x-pix-timestamp, x-pix-signature). */
  headers?: SignatureHeaders
  settle: (event: Static<Event>) => Promise<Answer<P> & { orderId?: number; replayed: boolean }>
  /** The log line's message, beside the order and whether the notice was a replay. */
  log: string
}

/** A provider's signed notice route, the module of `path`: its JSON body stays text in its own scope. */
export const signedWebhook = <Event extends TSchema, P extends WebhookPath>(
  path: P,
  text: EndpointText,
  /** The notice's body, checked once the signature holds. */
  event: Event,
  webhookOf: (app: FastifyInstance) => SignedWebhook<Event, P>,
): RouteModule =>
  routeModule(path, (app, route) => {
    const webhook = webhookOf(app)
    const checkBody = TypeCompiler.Compile(event)
    keepJsonAsText(app)
    route(text, async (request) => {
      const names = webhook.headers ?? {
        timestamp: WEBHOOK_TIMESTAMP_HEADER,
        signature: WEBHOOK_SIGNATURE_HEADER,
      }
      const settled = await webhook.settle(signedEvent(request, webhook.secret, names, checkBody))
      request.log.info({ orderId: settled.orderId, replayed: settled.replayed }, webhook.log)
      return ok(request, settled)
    })
  })
