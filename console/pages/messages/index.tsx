import { queryParam } from '@console/app/location'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import {
  MESSAGE_AUDIENCES,
  MESSAGE_PERMISSIONS,
  type MessageBroadcastResult,
  type MessagePlayerResult,
} from '@src/contract/messages'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { type FormEvent, useState } from 'react'
import { playersCss } from '../players/players.styles'

/** The languages a message is written in: zh first, always (the fallback), the others when given. */
const LANGUAGES = ['zh', 'pt', 'en', 'sw'] as const
type Language = (typeof LANGUAGES)[number]
type Texts = Record<Language, string>
type Audience = 'player' | (typeof MESSAGE_AUDIENCES)[number]

const blank = (): Texts => ({ zh: '', pt: '', en: '', sw: '' })

/** The languages written, zh always: what the server stores (the player reads theirs, else zh). */
const written = (texts: Texts) =>
  Object.fromEntries(
    LANGUAGES.filter((lang) => lang === 'zh' || texts[lang].trim()).map((lang) => [lang, texts[lang].trim()]),
  ) as {
    zh: string
  } & Partial<Texts>

/**
 * Operator messages (console/messages, docs/notifications.md): a message to one player's notification
 * centre, or to every player, or a marketing message that only opted-in players outside a cool-off,
 * self-exclusion or ban receive (the server decides). The player page links here with ?id=.
 */
export default function MessagesPage() {
  useStyles(playersCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const audiences: Audience[] = [
    'player',
    ...(grantsPermission(permissions, MESSAGE_PERMISSIONS.broadcast) ? MESSAGE_AUDIENCES : []),
  ]
  const [audience, setAudience] = useState<Audience>('player')
  const [userId, setUserId] = useState(queryParam('id') ?? '')
  const [titles, setTitles] = useState(blank)
  const [bodies, setBodies] = useState(blank)
  const [busy, setBusy] = useState(false)
  const ready =
    titles.zh.trim() !== '' &&
    bodies.zh.trim() !== '' &&
    (audience !== 'player' || /^\d+$/.test(userId.trim()))

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    try {
      const message = { title: written(titles), body: written(bodies) }
      if (audience === 'player') {
        const result = await api.post<MessagePlayerResult>('admin/message_player', {
          userId: Number(userId.trim()),
          ...message,
        })
        feedback.toast(t(result.sent ? 'console.messages.sent' : 'console.messages.muted'))
      } else {
        const result = await api.post<MessageBroadcastResult>('admin/message_broadcast', {
          audience,
          ...message,
        })
        feedback.toast(t('console.messages.sentMany', { sent: result.sent, players: result.players }))
      }
      setTitles(blank())
      setBodies(blank())
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="console-card console-messages" onSubmit={send} aria-labelledby="messages-write">
      <h2 id="messages-write">{t('console.messages.write')}</h2>
      <div className="console-actions">
        <SelectField
          label={t('console.messages.audience')}
          name="audience"
          value={audience}
          options={audiences}
          onChange={setAudience}
          text={(value) => t(`console.messages.audiences.${value}`)}
        />
        {audience === 'player' ? (
          <TextField
            label={t('console.messages.player')}
            value={userId}
            onChange={setUserId}
            inputMode="numeric"
            name="userId"
            autoComplete="off"
          />
        ) : null}
      </div>
      <p className="console-players__hint">{t(`console.messages.who.${audience}`)}</p>
      <div className="console-messages__languages">
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className="console-messages__language">
            <legend>
              {t(`console.messages.language.${lang}`)}
              {lang === 'zh' ? ' *' : ''}
            </legend>
            <TextField
              label={t('console.messages.subject')}
              value={titles[lang]}
              onChange={(value) => setTitles((previous) => ({ ...previous, [lang]: value }))}
              maxLength={120}
              name={`title-${lang}`}
              autoComplete="off"
            />
            <label>
              {t('console.messages.text')}
              <textarea
                name={`body-${lang}`}
                value={bodies[lang]}
                onChange={(event) => {
                  const value = event.target.value
                  setBodies((previous) => ({ ...previous, [lang]: value }))
                }}
                rows={4}
                maxLength={2000}
              />
            </label>
          </fieldset>
        ))}
      </div>
      <p className="console-players__hint">{t('console.messages.required')}</p>
      <div>
        <Button type="submit" busy={busy} disabled={!ready}>
          {t('console.messages.send')}
        </Button>
      </div>
    </form>
  )
}
