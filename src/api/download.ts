import { $lang } from '../i18n'
import { deviceId } from '../session/device'
import { $token } from '../session/store'

/**
 * Downloads the file an API call (below `base`) answers, a CSV export, under the name the server gives it,
 * `fallbackName` when it gives none. A refusal answers the envelope instead: it rejects with its message,
 * already in the reader's language.
 */
export const downloadFile = async (
  path: string,
  body: unknown,
  fallbackName: string,
  base = '/api/',
): Promise<void> => {
  const token = $token.get()
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      vuelang: $lang.get(),
      device: deviceId(),
      ...(token ? { token } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const answer = (await response.json()) as { code: number; msg: string }
    throw new Error(answer.msg)
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
