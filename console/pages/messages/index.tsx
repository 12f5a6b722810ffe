import { denseCss } from '@console/app/dense.styles'
import { formLanguages, writtenTexts } from '@console/app/LanguageFields'
import { queryParam } from '@console/app/location'
import { $operatorLanguage } from '@console/app/operator-language'
import { PlayerIdField } from '@console/app/PlayerIdField'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { type BroadcastProgress, MESSAGE_AUDIENCES, MESSAGE_PERMISSIONS } from '@src/contract/messages'
import type { Localized } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { grantsPermission } from '@src/permissions/rules'
import { $storageData } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

type Audience = 'player' | (typeof MESSAGE_AUDIENCES)[number]

/**
 * Operator messages (console/messages, docs/notifications.md): a message to one player's notification
 * centre, or to every player, or a marketing message that only opted-in players outside a cool-off,
 * self-exclusion or ban receive (the server decides). The player page links here with ?id=.
 */
export default function MessagesPage() {
  useStyles(denseCss)
  const t = useT()
  const { permissions } = useStore($storageData)
  const audiences: Audience[] = [
    'player',
    ...(grantsPermission(permissions, MESSAGE_PERMISSIONS.broadcast) ? MESSAGE_AUDIENCES : []),
  ]
  const [audience, setAudience] = useState<Audience>('player')
  const [userId, setUserId] = useState(queryParam('id') ?? '')
  // Written in the operator's default language (required), and in any other: a player whose language is
  // left empty reads the default one.
  const required = useStore($operatorLanguage)
  const [titles, setTitles] = useState<Localized>({})
  const [bodies, setBodies] = useState<Localized>({})
  const [busy, setBusy] = useState(false)
  // A new broadcast: the list below reloads and follows it.
  const [sentAt, setSentAt] = useState(0)
  const canBroadcast = grantsPermission(permissions, MESSAGE_PERMISSIONS.broadcast)
  const ready =
    !!titles[required]?.trim() &&
    !!bodies[required]?.trim() &&
    (audience !== 'player' || /^\d+$/.test(userId.trim()))

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    try {
      const message = { title: writtenTexts(titles), body: writtenTexts(bodies) }
      if (audience === 'player') {
        const result = await api.post('admin/message_player', {
          userId: Number(userId.trim()),
          ...message,
        })
        feedback.toast(t(result.sent ? 'console.messages.sent' : 'console.messages.muted'))
      } else {
        const result = await api.post('admin/message_broadcast', {
          audience,
          ...message,
        })
        feedback.toast(t('console.messages.queued', { players: result.players }))
        setSentAt(Date.now())
      }
      setTitles({})
      setBodies({})
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
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
            <PlayerIdField label={t('console.messages.player')} value={userId} onChange={setUserId} />
          ) : null}
        </div>
        <p className="console-players__hint">{t(`console.messages.who.${audience}`)}</p>
        <div className="console-messages__languages">
          {formLanguages(required).map((lang) => (
            <fieldset key={lang} className="console-messages__language">
              <legend>
                {t(`console.messages.language.${lang}`)}
                {lang === required ? ' *' : ''}
              </legend>
              <TextField
                label={t('console.messages.subject')}
                value={titles[lang] ?? ''}
                onChange={(value) => setTitles((previous) => ({ ...previous, [lang]: value }))}
                maxLength={120}
                name={`title-${lang}`}
                autoComplete="off"
              />
              <label>
                {t('console.messages.text')}
                <textarea
                  name={`body-${lang}`}
                  value={bodies[lang] ?? ''}
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
        <p className="console-players__hint">
          {t('console.languages.required', { lang: t(`console.messages.language.${required}`) })}
        </p>
        <div>
          <Button type="submit" busy={busy} disabled={!ready}>
            {t('console.messages.send')}
          </Button>
        </div>
      </form>
      {canBroadcast ? <Broadcasts reloadAt={sentAt} /> : null}
    </>
  )
}

/** While a broadcast is being sent, its progress is read again this often. */
const PROGRESS_POLL_MS = 2_000

/** The newest broadcasts and how far each has been sent (handled of its players, sent to). */
function Broadcasts({ reloadAt }: { reloadAt: number }) {
  const t = useT()
  const [list, setList] = useState<BroadcastProgress[]>([])
  const load = useCallback(() => {
    api
      .post('admin/message_broadcasts', undefined, { silent: true })
      .then(setList)
      .catch(() => undefined)
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new broadcast (reloadAt) reloads the list
  useEffect(() => load(), [load, reloadAt])
  const sending = list.some((broadcast) => broadcast.finishedAt === null)
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(load, PROGRESS_POLL_MS)
    return () => clearInterval(timer)
  }, [sending, load])
  if (list.length === 0) return null
  return (
    <section className="console-card" aria-labelledby="messages-broadcasts">
      <h2 id="messages-broadcasts">{t('console.messages.broadcasts')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('console.messages.subject')}</th>
            <th scope="col">{t('console.messages.audience')}</th>
            <th scope="col">{t('console.messages.progress')}</th>
            <th scope="col">{t('console.messages.sentCount')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((broadcast) => (
            <tr key={broadcast.id}>
              <td>{broadcast.title}</td>
              <td>{t(`console.messages.audiences.${broadcast.audience}`)}</td>
              <td>
                <progress max={Math.max(broadcast.players, 1)} value={broadcast.handled} />{' '}
                {t(broadcast.finishedAt ? 'console.messages.done' : 'console.messages.sending', {
                  handled: broadcast.handled,
                  players: broadcast.players,
                })}
              </td>
              <td className="num">{broadcast.sent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
