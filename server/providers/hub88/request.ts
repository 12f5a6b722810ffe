import type { KeyObject } from 'node:crypto'
import { urlUnder } from '../apiUrl'
import { SIGNATURE_HEADER, signBody } from './signature'

/** Where Hub88's operator APIs (games, free bets, transfer wallet) live under HUB88_API_URL. */
const OPERATOR_PATH = 'operator/generic/v2/'

/**
 * One call to Hub88's operator API: the JSON `text` POSTed to `path`, signed with the operator's key (the
 * bytes signed are the bytes sent), given up after `timeoutMs`.
 */
export const hub88Post = (
  send: typeof fetch,
  { apiUrl, privateKey }: { apiUrl: string; privateKey: KeyObject },
  path: string,
  text: string,
  timeoutMs: number,
): Promise<Response> =>
  send(urlUnder(apiUrl, OPERATOR_PATH + path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(text, privateKey) },
    body: text,
    signal: AbortSignal.timeout(timeoutMs),
  })
