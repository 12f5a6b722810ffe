import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useT } from '../../src/i18n/react'
import { tokensCss } from '../../src/ui/tokens'
import { type AttributeValues, attributeName } from './attributes'
import { refusedHere } from './cors-hint'
import { useElement } from './element-context'
import { emit } from './events'
import { customProperties, type FromFrame, frameAddress, type ToFrame } from './frame-protocol'
import { portalAddress } from './portal'
import { TRACKING } from './tracking'

const TOKENS = customProperties(tokensCss)

export interface SecretsFrameProps {
  tag: string
  /** The element's own attributes (not the common ones), passed on to the element in the frame. */
  values: AttributeValues<Record<string, 'string' | 'number' | 'boolean'>>
  /** The element itself, rendered in place on Ficha's own origin. */
  children: ReactNode
}

const attributeText = (value: unknown): string | null =>
  value === undefined || value === null || value === false ? null : value === true ? '' : String(value)

/** On a page of another origin than Ficha's, an element with secret fields is Ficha's frame; else itself. */
export function SecretsFrame(props: SecretsFrameProps) {
  const { apiBase } = useElement()
  const foreign = frameAddress(apiBase, props.tag).origin !== location.origin
  return foreign ? <FramedElement {...props} /> : props.children
}

/**
 * The element on a partner's page: the same element, rendered by Ficha's frame page on Ficha's origin, so
 * that no password, code or token is ever in the partner's document. Messages go to and come from that
 * origin and that frame only; the frame's height follows its content; the element's attributes, language
 * and --ficha-* values reach it; its events come out of this element as if it had sent them.
 */
function FramedElement({ tag, values }: SecretsFrameProps) {
  const t = useT()
  const { host, lang, apiBase, portalUrl } = useElement()
  const src = useMemo(() => frameAddress(apiBase, tag), [apiBase, tag])
  const frame = useRef<HTMLIFrameElement>(null)
  const [ready, setReady] = useState(false)
  const [height, setHeight] = useState(0)
  // Why the frame cannot show (a catalogue key): this page may not frame it, or nothing answered.
  const [problem, setProblem] = useState<string>()

  const state = useMemo<ToFrame>(() => {
    const attributes: Record<string, string | null> = {
      lang,
      theme: host.getAttribute('theme'),
      'api-base': apiBase,
      'portal-url': new URL(portalUrl, document.baseURI).href,
    }
    for (const [property, value] of Object.entries(values))
      attributes[attributeName(property)] = attributeText(value)
    for (const name of TRACKING) attributes[name] = host.getAttribute(name)
    const style = getComputedStyle(host)
    const vars: Record<string, string> = {}
    for (const name of TOKENS) {
      const value = style.getPropertyValue(name).trim()
      if (value) vars[name] = value
    }
    return { type: 'ficha:state', attributes, vars }
  }, [host, lang, apiBase, portalUrl, values])

  const post = (message: ToFrame) => frame.current?.contentWindow?.postMessage(message, src.origin)

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the current frame
  useEffect(() => {
    if (ready) post(state)
  }, [ready, state])

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the current frame
  useEffect(() => {
    // A ficha-register the page cancelled keeps the player here: the navigation that follows is dropped.
    let keep = false
    const receive = (event: MessageEvent<FromFrame>) => {
      if (event.origin !== src.origin || event.source !== frame.current?.contentWindow) return
      const message = event.data
      if (message.type === 'ficha:ready') setReady(true)
      else if (message.type === 'ficha:size') setHeight(Math.ceil(message.height))
      else if (message.type === 'ficha:event') {
        const sent = emit(host, message.name, message.detail as never, message.name === 'ficha-register')
        if (message.name === 'ficha-register') keep = !sent
      } else if (message.type === 'ficha:navigate') {
        if (keep) keep = false
        else if (emit(host, 'ficha-navigate', { url: message.url }, true)) post({ type: 'ficha:go' })
      }
    }
    window.addEventListener('message', receive)
    return () => window.removeEventListener('message', receive)
  }, [host, src])

  // Loaded without saying it is ready: the browser refused the page Ficha's frame (frame-ancestors, the
  // CORS_ORIGINS), or nothing answered. The frame page is CORS_ORIGINS's alone, so reading it tells which.
  const loaded = () =>
    ready ||
    fetch(src).catch(() =>
      refusedHere(src.href).then((refused) => setProblem(refused ? 'widget.refused' : 'api.network')),
    )

  return problem ? (
    <p className="ficha-card ficha-card__text" part="card" role="alert">
      {t(problem)}
      <a className="ficha-card__link" href={portalAddress(portalUrl, '/', host.lang).href}>
        {t('widget.openPortal')}
      </a>
    </p>
  ) : (
    <iframe
      ref={frame}
      className="ficha-frame"
      part="frame"
      src={src.href}
      title={t('widget.secureFrame')}
      // Its own origin (storage, same-origin API), forms, the top window for the hand-off to the portal, and
      // asking for its storage where the browser blocks it here (Storage Access API, on the player's tap).
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation allow-storage-access-by-user-activation"
      allow="clipboard-write"
      style={{ height: `${height}px` }}
      onLoad={loaded}
    />
  )
}
