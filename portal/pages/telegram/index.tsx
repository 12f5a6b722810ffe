import type { ContentPage } from '@src/contract/content'
import { ContentArticle } from '@src/features/content/ContentArticle'
import { contentCss } from '@src/features/content/content.styles'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { QrCode } from '@src/features/qr/QrCode'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { buttonCss } from '@src/ui/button.styles'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCopy } from '@src/ui/useCopy'
import { api } from '../../app/services'

const css = `
.ficha-telegram { display: flex; flex-direction: column; gap: calc(var(--ficha-space) * 3); }
.ficha-telegram__join {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: calc(var(--ficha-space) * 3);
  padding: calc(var(--ficha-space) * 5) calc(var(--ficha-space) * 4);
  text-align: center;
}
.ficha-telegram__hint { margin: 0; color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
.ficha-telegram__link { text-decoration: none; }
`

interface TelegramData {
  channel: string
  text: ContentPage
}

const loadTelegram: LoadResource<TelegramData> = async (signal) => {
  const [links, text] = await Promise.all([
    api.post('index/get_c', undefined, { signal }),
    api.post('index/get_contents', { key: 'telegram' }, { signal }),
  ])
  return { channel: links.telegramUrl, text }
}

function Join({ channel }: { channel: string }) {
  const t = useT()
  const copy = useCopy()
  return (
    <section className="ficha-card ficha-telegram__join">
      <QrCode value={channel} label={t('telegram.qr')} size={200} />
      <p className="ficha-telegram__hint">{t('telegram.scan')}</p>
      <a
        className="ficha-button ficha-button--primary ficha-button--block ficha-telegram__link"
        href={channel}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('telegram.open')}
      </a>
      <Button variant="secondary" block onClick={() => copy(channel)}>
        {t('telegram.copyLink')}
      </Button>
    </section>
  )
}

/** Telegram (/pages/telegram/index): the channel's link and QR code first, then why to join. */
export default function Telegram() {
  useStyles(contentCss)
  useStyles(buttonCss)
  useStyles(css)
  const t = useT()
  const page = useResource(loadTelegram)
  return (
    <Loadable resource={page}>
      {({ channel, text }) => (
        <div className="ficha-telegram">
          {channel ? <Join channel={channel} /> : <EmptyState icon="send" title={t('telegram.noChannel')} />}
          <ContentArticle title={text.title} body={text.body} />
        </div>
      )}
    </Loadable>
  )
}
