import type { ApiClient } from '@src/api/types'
import { $token } from '@src/session/store'
import type { ElementInfo } from '@widgets/core/element-context'
import type { FrameBridge } from '@widgets/core/frame-bridge'
import { openPortal, portalAddress } from '@widgets/core/portal'
import { afterEach, describe, expect, it, vi } from 'vitest'

const post = vi.fn(async () => ({ code: 'one-time-code', expiresIn: 60 }))
const api = { post } as unknown as ApiClient

/** The frame page's bridge, when a test runs the element as Ficha's frame on a partner's page. */
const frame = vi.hoisted(() => ({ bridge: undefined as FrameBridge | undefined }))
vi.mock('@widgets/core/frame-bridge', () => ({ frameBridge: () => frame.bridge }))

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

/** Opens the portal from Ficha's frame: where the frame would send the top window, and with which code. */
async function framedNavigation(info: ElementInfo, route?: string) {
  let navigate: { url: URL; handoffCode: () => Promise<string | undefined> } | undefined
  frame.bridge = { navigate: (url, handoffCode) => (navigate = { url, handoffCode }) }
  await openPortal(api, info, route)
  if (!navigate) throw new Error('the frame was not asked to navigate')
  return { url: navigate.url, code: await navigate.handoffCode() }
}

afterEach(() => {
  $token.set('')
  frame.bridge = undefined
  post.mockClear()
  document.body.replaceChildren()
})

describe('openPortal', () => {
  it('puts the route in the hash of portal-url', () => {
    expect(portalAddress('https://ficha.example/', '/pages/mine/account/recharge').href).toBe(
      'https://ficha.example/#/pages/mine/account/recharge',
    )
  })

  it('in Ficha’s frame on a partner’s page, hands the player to Ficha’s portal with a one-time code, never the token', async () => {
    $token.set('secret-token')
    const { url, code } = await framedNavigation(element('/'), '/pages/conversion/index')
    expect(post).toHaveBeenCalledWith('widget/handoff')
    expect(code).toBe('one-time-code')
    expect(url.origin).toBe(location.origin)
    expect(url.hash).toBe('#/pages/conversion/index')
    expect(url.href).not.toContain('secret-token')
  })

  it('in Ficha’s frame, a portal-url the partner’s page points at another origin opens without a code', async () => {
    $token.set('secret-token')
    const { url, code } = await framedNavigation(element('https://partner.example/collect'))
    expect(url.origin).toBe('https://partner.example')
    expect(code).toBeUndefined()
    expect(post).not.toHaveBeenCalled()
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

  it('on Ficha’s origin, a portal-url on another origin gets no code', async () => {
    $token.set('secret-token')
    const url = await navigation(element('https://partner.example/collect'))
    expect(post).not.toHaveBeenCalled()
    expect(url.origin).toBe('https://partner.example')
    expect(url.searchParams.has('handoff')).toBe(false)
  })

  it('asks for no code for a visitor', async () => {
    const { code } = await framedNavigation(element('/'))
    expect(post).not.toHaveBeenCalled()
    expect(code).toBeUndefined()
  })
})
