import wretch from 'wretch'
import QueryStringAddon from 'wretch/addons/queryString'
import { Code } from '../contract/codes'
import type { Envelope } from '../contract/envelope'
import { $lang } from '../i18n'
import { deviceId } from '../session/device'
import { $token } from '../session/store'
import { ApiError, type ApiErrorDetails, ClientCode } from './api-error'
import { DEFAULT_TIMEOUT, envelopeMessage, statusMessage } from './messages'
import { askToLogInAgain } from './session-expired'
import type { ApiClient, ApiOptions, CallOptions, RequestOptions } from './types'

interface Answer {
  status: number
  body: unknown
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number'

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const headersFor = ({ isToken = true, headers, idempotencyKey }: CallOptions): Record<string, string> => {
  const token = $token.get()
  return {
    vuelang: $lang.get(),
    device: deviceId(),
    ...(isToken && token ? { token } : {}),
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    ...headers,
  }
}

/** The HTTP client of spec §7 and §8, on wretch: envelope in, data or a translated ApiError out. */
export const createApi = ({
  baseUrl = '/api/',
  timeout = DEFAULT_TIMEOUT,
  t,
  ui,
  relaunchLogin,
}: ApiOptions): ApiClient => {
  const api = wretch(baseUrl.replace(/\/*$/, '/'))
    .addon(QueryStringAddon)
    // Parse every error body as JSON when it is JSON, whatever its Content-Type: it may be an envelope.
    .errorType('json')

  const fail = (message: string, details: ApiErrorDetails, silent = false): never => {
    if (!silent) ui.toast(message)
    throw new ApiError(message, details)
  }

  /** Fetches and reads the body; rejects only when no complete answer came (network, timeout, abort). */
  const send = async (options: RequestOptions, signal: AbortSignal): Promise<Answer> => {
    const { url, method = 'GET', data, params = {} } = options
    let call = api
      .url(url.replace(/^\/+/, ''))
      .query(params, false, true)
      .headers(headersFor(options))
      .options({ signal })
    // A FormData (an upload) goes as multipart/form-data: fetch writes its boundary into the Content-Type.
    if (data instanceof FormData) call = call.body(data)
    else if (data !== undefined) call = call.json(data as object)
    try {
      const response = await call.fetch(method).res()
      return { status: response.status, body: parseJson(await response.text()) }
    } catch (error) {
      if (error instanceof wretch.WretchError) return { status: error.status, body: error.json }
      throw error
    }
  }

  const settle = <T>({ status, body }: Answer, silent?: boolean): T => {
    const ok = status >= 200 && status < 300
    if (isEnvelope(body) && body.code !== Code.Ok) {
      const { code, data } = body
      if (code === Code.SessionExpired) {
        void askToLogInAgain(t, ui, relaunchLogin)
        throw new ApiError(t('api.sessionInvalid'), { code, status, data })
      }
      return fail(
        envelopeMessage(t, code, typeof body.msg === 'string' ? body.msg : ''),
        { code, status, data },
        silent,
      )
    }
    if (!ok) return fail(statusMessage(t, status), { code: status, status, data: body }, silent)
    if (!isEnvelope(body))
      return fail(t('http.default'), { code: ClientCode.BadAnswer, status, data: body }, silent)
    return body.data as T
  }

  const request = async <T>(options: RequestOptions): Promise<T> => {
    const { signal, silent } = options
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeout)
    const cancel = () => controller.abort(signal?.reason)
    if (signal?.aborted) cancel()
    signal?.addEventListener('abort', cancel)

    let answer: Answer
    try {
      answer = await send(options, controller.signal)
    } catch (error) {
      // The caller cancelled (e.g. the screen closed): nothing to tell the player.
      if (signal?.aborted) throw error
      return timedOut
        ? fail(t('api.timeout'), { code: ClientCode.Timeout }, silent)
        : fail(t('api.network'), { code: ClientCode.Network }, silent)
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
    }
    // Idle past REAUTH_IDLE_MINUTES: nothing ran; once the password is given again, the same call is sent.
    if (ui.reauthenticate && isEnvelope(answer.body) && answer.body.code === Code.ReauthRequired) {
      if (await ui.reauthenticate()) return request<T>(options)
    }
    return settle<T>(answer, silent)
  }

  return clientOf(request)
}

/** The client over one request function: get sends its query params, post its body. */
export const clientOf = (request: <T>(options: RequestOptions) => Promise<T>): ApiClient => ({
  request,
  get: (url: string, params?: RequestOptions['params'], options?: CallOptions) =>
    request({ ...options, url, params }),
  post: (url: string, data?: unknown, options?: CallOptions) =>
    request({ ...options, url, method: 'POST', data }),
})
