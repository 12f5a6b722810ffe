import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import type { ContentPage } from '../../contract/content'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { ErrorState, SkeletonList } from '../../ui/states'

/** The content keys of the two documents a player accepts at registration (index/get_contents). */
export type AgreementKey = 'user-agreement' | 'privacy'

/**
 * Shows the User Agreement or the Privacy Policy over the form, so that reading them does not lose what
 * was typed (and works inside a widget, where there is no page to go to).
 */
export function AgreementSheet({
  api,
  contentKey,
  onClose,
}: {
  api: ApiClient
  contentKey: AgreementKey
  onClose: () => void
}) {
  const t = useT()
  const [content, setContent] = useState<ContentPage | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the request on retry
  useEffect(() => {
    let live = true
    setFailed(false)
    api
      .post('index/get_contents', { key: contentKey }, { silent: true })
      .then((data) => live && setContent(data))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [api, contentKey, attempt])

  const fallbackTitle = t(contentKey === 'privacy' ? 'auth.privacyPolicy' : 'auth.userAgreement')
  return (
    <Modal variant="sheet" title={content?.title || fallbackTitle} onClose={onClose} dismissible>
      <div className="ficha-agreement">
        {failed ? (
          <ErrorState onRetry={() => setAttempt(attempt + 1)} />
        ) : content ? (
          paragraphs(content.body).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text
            <p key={index}>{paragraph}</p>
          ))
        ) : (
          <SkeletonList rows={3} />
        )}
      </div>
      <Button className="ficha-agreement__close" block variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
    </Modal>
  )
}

/** The pages are plain text with paragraphs separated by blank lines (never HTML: nothing is injected). */
const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
