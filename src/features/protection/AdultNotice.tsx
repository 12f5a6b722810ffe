import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'

const css = `
.ficha-adult { display: flex; align-items: center; gap: calc(var(--ficha-space) * 2); margin: 0; font-size: var(--ficha-font-size-sm); color: var(--ficha-text-muted); line-height: 1.4; }
.ficha-adult__badge { flex: none; display: inline-grid; place-items: center; width: 32px; height: 32px; border: 2px solid var(--ficha-danger); border-radius: 50%; color: var(--ficha-text); font-size: var(--ficha-font-size-xs); font-weight: 700; }
`

/** The 18+ notice: at sign-up (portal and ficha-signup-form) and in the portal's footer. */
export function AdultNotice() {
  useStyles(css)
  const t = useT()
  return (
    <p className="ficha-adult">
      <span className="ficha-adult__badge" aria-hidden="true">
        18+
      </span>
      {t('responsible.adultNotice')}
    </p>
  )
}
