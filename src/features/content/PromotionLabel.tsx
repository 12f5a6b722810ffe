import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'

const promotionLabelCss = `
.ficha-promo-label {
  display: inline-flex;
  gap: 4px;
  align-items: center;
  padding: 0 6px;
  border-radius: 4px;
  background: var(--ficha-navy);
  color: #fff;
  font-size: var(--ficha-font-size-sm);
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
}
.ficha-carousel > .ficha-promo-label {
  position: absolute;
  top: 6px;
  left: 6px;
  z-index: 1;
  pointer-events: none;
}
`

/**
 * "Publicidade · 18+" on a promotion (banners, promotional notices, marketing messages) in the brazil
 * profile: Portaria SPA/MF 1.231/2024 asks every advertisement to say it is one and carry the age warning.
 */
export function PromotionLabel() {
  useStyles(promotionLabelCss)
  const t = useT()
  return (
    <span className="ficha-promo-label" data-testid="promotion-label">
      <span>{t('content.advertising')}</span>
      <span aria-hidden="true">·</span>
      <span>{t('content.adultsOnly')}</span>
    </span>
  )
}
