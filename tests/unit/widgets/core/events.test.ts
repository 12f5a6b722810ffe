import { emit, type FichaPlayer } from '@widgets/core/events'
import { describe, expect, expectTypeOf, it } from 'vitest'

const player: FichaPlayer = { id: 7, nickname: '', avatar: '', invitationCode: 'AB23CD45', vipLevel: 0 }

function shadowHost() {
  const host = document.createElement('div')
  document.body.append(host)
  const inner = document.createElement('span')
  host.attachShadow({ mode: 'open' }).append(inner)
  return { host, inner }
}

describe('emit', () => {
  it('sends a CustomEvent that bubbles out of the shadow root to the document', () => {
    const { inner } = shadowHost()
    let heard: CustomEvent | undefined
    const listener = (event: CustomEvent<{ player: FichaPlayer }>) => {
      heard = event
    }
    document.addEventListener('ficha-login', listener)
    emit(inner, 'ficha-login', { player })
    document.removeEventListener('ficha-login', listener)
    expect(heard).toBeInstanceOf(CustomEvent)
    expect(heard?.bubbles).toBe(true)
    expect(heard?.composed).toBe(true)
    expect(heard?.detail).toEqual({ player })
  })

  it('answers false when the page cancels a cancelable event', () => {
    const { host } = shadowHost()
    host.addEventListener('ficha-register', (event) => event.preventDefault(), { once: true })
    expect(emit(host, 'ficha-register', { player, invitationCode: '' }, true)).toBe(false)
    expect(emit(host, 'ficha-register', { player, invitationCode: '' }, true)).toBe(true)
  })

  it('cannot be cancelled unless it says so', () => {
    const { host } = shadowHost()
    host.addEventListener('ficha-error', (event) => event.preventDefault(), { once: true })
    expect(emit(host, 'ficha-error', { message: 'x' })).toBe(true)
  })

  it('types each event in the DOM’s own event maps', () => {
    expectTypeOf<HTMLElementEventMap['ficha-login']>().toEqualTypeOf<CustomEvent<{ player: FichaPlayer }>>()
    expectTypeOf<DocumentEventMap['ficha-error']['detail']>().toEqualTypeOf<{
      message: string
      code?: number
    }>()
    expectTypeOf<HTMLElementEventMap['ficha-navigate']['detail']['url']>().toBeString()
  })
})
