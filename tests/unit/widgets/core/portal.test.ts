import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../../src/api/types'
import { $token } from '../../../../src/session/store'
import type { ElementInfo } from '../../../../widgets/core/element-context'
import { openPortal, portalAddress } from '../../../../widgets/core/portal'

const post = vi.fn(async () => ({ code: 'one-time-code', expiresIn: 60 }))
const api = { post } as unknown as ApiClient

function element(portalUrl: string, lang?: string): ElementInfo {
  const host = document.createElement('div')
  if (lang) host.lang = lang
  document.body.append(host)
  return { host, lang: 'en', apiBase: '/api/', portalUrl }
}

/** Opens the portal from `info` and answers the address the page was told about (the move is cancelled). */
async function navigation(info: ElementInfo, route?: string): Promise<URL> {
  let url = ''
  info.host.addEventListener('ficha-navigate', (event) => {
    url = event.detail.url
    event.preventDefault()
  })
  await openPortal(api, info, route)
  return new URL(url)
}

afterEach(() => {
  $token.set('')
  post.mockClear()
  document.body.replaceChildren()
})

describe('openPortal', () => {
  it('puts the route in the hash of portal-url', () => {
    expect(portalAddress('https://ficha.example/', '/pages/mine/account/recharge').href).toBe(
      'https://ficha.example/#/pages/mine/account/recharge',
    )
  })

  it('on another origin, hands the player over with a one-time code and never the token', async () => {
    $token.set('secret-token')
    const url = await navigation(element('https://ficha.example/'), '/pages/conversion/index')
    expect(post).toHaveBeenCalledWith('widget/handoff')
    expect(url.origin).toBe('https://ficha.example')
    expect(url.searchParams.get('handoff')).toBe('one-time-code')
    expect(url.hash).toBe('#/pages/conversion/index')
    expect(url.href).not.toContain('secret-token')
  })

  it('on the portal’s own origin, just goes there: the session is already shared', async () => {
    $token.set('secret-token')
    const url = await navigation(element('/'))
    expect(post).not.toHaveBeenCalled()
    expect(url.origin).toBe(location.origin)
    expect(url.searchParams.has('handoff')).toBe(false)
    expect(url.hash).toBe('#/')
  })

  it('a player signing up in a lang="pt" element lands on the portal in Portuguese', async () => {
    $token.set('secret-token')
    expect((await navigation(element('https://ficha.example/', 'pt'))).searchParams.get('lang')).toBe('pt')
    expect((await navigation(element('/', 'pt'))).searchParams.get('lang')).toBe('pt')
  })

  it('an element without a lang leaves the portal’s own choice alone', async () => {
    expect((await navigation(element('/'))).searchParams.has('lang')).toBe(false)
  })

  it('asks for no code for a visitor', async () => {
    const url = await navigation(element('https://ficha.example/'))
    expect(post).not.toHaveBeenCalled()
    expect(url.searchParams.has('handoff')).toBe(false)
  })
})
