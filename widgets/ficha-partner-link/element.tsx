import { LinkBuilder } from '../../src/features/partners/LinkBuilder'
import { useT } from '../../src/i18n/react'
import type { AttributeValues } from '../core/attributes'
import { defineElement, type FichaElement } from '../core/define'
import { useElement } from '../core/element-context'

const TAG = 'ficha-partner-link'

/** @internal Read at build time by widgets/build/custom-elements.ts, where the production check does not look. */
export const PARTNER_LINK_ATTRIBUTES = {
  /** The partner's id (their partner area shows it). */
  partner: 'number',
  sub1: 'string',
  sub2: 'string',
  sub3: 'string',
  sub4: 'string',
  sub5: 'string',
} as const

type FichaPartnerLinkElement = FichaElement<typeof PARTNER_LINK_ATTRIBUTES>

declare global {
  interface HTMLElementTagNameMap {
    'ficha-partner-link': FichaPartnerLinkElement
  }
}

type Values = AttributeValues<typeof PARTNER_LINK_ATTRIBUTES>

/**
 * A partner's own link builder on their page: sub-ids typed or preset, the tracked link to the portal
 * (portal-url) with a copy action and its QR code. No session and no call: nothing secret is drawn.
 */
function PartnerLinkElement({ partner, sub1, sub2, sub3, sub4, sub5 }: Values) {
  const t = useT()
  const { portalUrl } = useElement()
  const id = partner !== undefined && Number.isSafeInteger(partner) && partner > 0 ? partner : null
  return (
    <section className="ficha-card" part="card">
      <h2 className="ficha-card__title">{t('partnerLink.title')}</h2>
      {id === null ? (
        <p className="ficha-card__text" role="alert">
          {t('partnerLink.noPartner')}
        </p>
      ) : (
        // A new id or new preset sub-ids start the builder over.
        <LinkBuilder
          key={[id, sub1, sub2, sub3, sub4, sub5].join('\n')}
          partner={id}
          base={portalUrl}
          initial={[sub1 ?? '', sub2 ?? '', sub3 ?? '', sub4 ?? '', sub5 ?? '']}
        />
      )}
    </section>
  )
}

/** Defines <ficha-partner-link>. */
export const definePartnerLink = (): void => defineElement(TAG, PartnerLinkElement, PARTNER_LINK_ATTRIBUTES)
