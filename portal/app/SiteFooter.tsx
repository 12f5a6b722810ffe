import { AdultNotice } from '../../src/features/protection/AdultNotice'
import { useT } from '../../src/i18n/react'
import { Button } from '../../src/ui/Button'
import { useStyles } from '../../src/ui/styles'
import { navigateTo } from './navigation'

const css = `
.ficha-footer { display: flex; flex-direction: column; align-items: flex-start; gap: calc(var(--ficha-space) * 2); margin-top: calc(var(--ficha-space) * 4); padding: calc(var(--ficha-space) * 4); border-radius: var(--ficha-radius); background: var(--ficha-surface); }
`

/** The portal's footer: the 18+ notice and the way to the responsible-gaming page. */
export function SiteFooter() {
  useStyles(css)
  const t = useT()
  return (
    <footer className="ficha-footer">
      <AdultNotice />
      <Button variant="ghost" onClick={() => navigateTo('/pages/responsible/index')}>
        {t('title.responsible')}
      </Button>
    </footer>
  )
}
