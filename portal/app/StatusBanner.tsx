import { useStore } from '@nanostores/react'
import { useT } from '../../src/i18n/react'
import { Button } from '../../src/ui/Button'
import { useStyles } from '../../src/ui/styles'
import { $offline, $updateReady, applyUpdate } from './service-worker'

const css = `
.ficha-status-banner {
  position: fixed;
  left: 0;
  right: 0;
  top: calc(var(--ficha-bar-height) + env(safe-area-inset-top) + var(--ficha-space) * 2);
  z-index: var(--ficha-z-toast);
  display: flex;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  max-width: min(440px, calc(100% - var(--ficha-space) * 6));
  margin: 0 auto;
  padding: calc(var(--ficha-space) * 2) calc(var(--ficha-space) * 3);
  border-radius: var(--ficha-radius);
  background: var(--ficha-toast-bg);
  color: var(--ficha-text);
  font-size: var(--ficha-font-size-sm);
  box-shadow: var(--ficha-shadow);
}
.ficha-status-banner__text { flex: 1; margin: 0; }
`

/**
 * Above the page, never moving it (fixed): the offline state while there is no network, and the offer of a
 * new version once it is installed (the player reloads when it suits them).
 */
export function StatusBanner() {
  useStyles(css)
  const t = useT()
  const offline = useStore($offline)
  const updateReady = useStore($updateReady)
  if (offline)
    return (
      <div className="ficha-status-banner" role="status">
        <p className="ficha-status-banner__text">{t('app.offline')}</p>
      </div>
    )
  if (!updateReady) return null
  return (
    <div className="ficha-status-banner" role="status">
      <p className="ficha-status-banner__text">{t('app.updateReady')}</p>
      <Button variant="secondary" onClick={applyUpdate}>
        {t('common.reload')}
      </Button>
    </div>
  )
}
