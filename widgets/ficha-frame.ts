/**
 * The frame page's script (dist/widgets/frame.html): on Ficha's origin, inside a partner's page, it renders
 * the element the page asked for (?tag=), so that its password, code and PIX fields and the session are
 * Ficha's alone. It talks to the element outside by postMessage, with that page's exact origin (?origin=,
 * checked against the browser's own record of the parent where it keeps one) and window. Where the browser
 * blocks its storage, it keeps the session in Ficha's own storage once the player lets it
 * (core/storage-access.tsx).
 */

import { HANDOFF_PARAM } from '../src/contract/handoff-values'
import { adoptStyles } from '../src/ui/styles'
import { defineAllElements } from './all-elements'
import { setupBundle } from './core/bundle'
import { catalogueFiles } from './core/catalogue-files'
import { defineElement } from './core/define'
import { setFrameBridge } from './core/frame-bridge'
import { FORWARDED_EVENTS, FRAMED_TAGS, type FromFrame, type ToFrame } from './core/frame-protocol'
import { $askStorage, StorageAccessOffer, storagePlan, takeStorage } from './core/storage-access'

const PAGE_CSS =
  'html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; } body { display: flex; flex-direction: column; gap: 12px; }'

/** The frame's own element above the one the page asked for: the offer to continue with the player's account. */
const OFFER_TAG = 'ficha-storage-access'

const params = new URLSearchParams(location.search)
const tag = params.get('tag') ?? ''
const parentOrigin = params.get('origin') ?? ''
const ancestor = location.ancestorOrigins?.[0]

const framedByPartner =
  window.parent !== window &&
  (FRAMED_TAGS as readonly string[]).includes(tag) &&
  /^https?:\/\/[^/]+$/.test(parentOrigin) &&
  (ancestor === undefined || ancestor === parentOrigin)

if (framedByPartner) start()

function start() {
  // Messages to any other origin are dropped by the browser: only the page named by ?origin= hears them.
  const post = (message: FromFrame) => window.parent.postMessage(message, parentOrigin)
  const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || location.href
  setupBundle(scriptUrl, catalogueFiles(scriptUrl))
  adoptStyles(document, PAGE_CSS)

  let pending: { url: URL; handoffCode: () => Promise<string | undefined> } | undefined
  setFrameBridge({
    navigate(url, handoffCode) {
      pending = { url, handoffCode }
      post({ type: 'ficha:navigate', url: url.href })
    },
  })
  // Before any element mounts: where the session is kept when the browser blocks the frame's own storage.
  storagePlan()
    .then(async (plan) => {
      if (plan === 'granted') await takeStorage()
      $askStorage.set(plan === 'ask')
    })
    .catch(() => undefined)
    .finally(() => {
      defineElement(OFFER_TAG, StorageAccessOffer, {})
      defineAllElements()
    })

  const offer = document.createElement(OFFER_TAG)
  $askStorage.subscribe((ask) => {
    offer.hidden = !ask
  })
  const element = document.createElement(tag)
  for (const name of FORWARDED_EVENTS)
    element.addEventListener(name, (event) =>
      post({ type: 'ficha:event', name, detail: (event as CustomEvent).detail } as FromFrame),
    )

  window.addEventListener('message', (event: MessageEvent<ToFrame>) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return
    const message = event.data
    if (message.type === 'ficha:state') {
      // The offer speaks and looks like the element: its language, theme and --ficha-* values.
      for (const target of [offer, element]) {
        for (const [name, value] of Object.entries(message.attributes)) {
          if (value === null) target.removeAttribute(name)
          else target.setAttribute(name, value)
        }
        for (const [name, value] of Object.entries(message.vars)) target.style.setProperty(name, value)
      }
      document.documentElement.lang = element.getAttribute('lang') ?? document.documentElement.lang
      if (!element.isConnected) document.body.append(offer, element)
    } else if (message.type === 'ficha:go' && pending) {
      const { url, handoffCode } = pending
      pending = undefined
      handoffCode()
        .then((code) => {
          if (code) url.searchParams.set(HANDOFF_PARAM, code)
          // The iframe's sandbox allows this one navigation of the top window: the code never reaches the page.
          if (window.top) window.top.location.href = url.href
        })
        .catch(() => undefined)
    }
  })

  // Sized to its content: the element outside takes this height, so nothing scrolls inside.
  new ResizeObserver(() =>
    post({ type: 'ficha:size', height: document.documentElement.scrollHeight }),
  ).observe(document.body)
  post({ type: 'ficha:ready' })
}
