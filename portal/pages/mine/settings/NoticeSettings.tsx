import { api, feedback } from '@portal/app/services'
import type { NoticeSettings, NoticeSettingsBody } from '@src/contract/notifications'
import { useFormatDate } from '@src/features/content/format-date'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { useT } from '@src/i18n/react'
import { Icon, type IconName } from '@src/ui/icons'
import { useState } from 'react'

const loadSettings: LoadResource<NoticeSettings> = (signal) =>
  api.post('notice/settings', {}, { silent: true, signal })

/** One switch of a settings section: its icon, label, hint and state (the settings page's switches too). */
export function MenuSwitch({
  icon = 'bell',
  label,
  hint,
  on,
  busy,
  onChange,
  testId,
}: {
  icon?: IconName
  label: string
  hint?: string
  on: boolean
  busy: boolean
  onChange: () => void
  testId?: string
}) {
  return (
    <label className="ficha-menu__row ficha-menu__item">
      <span className="ficha-menu__icon">
        <Icon name={icon} size={20} />
      </span>
      <span className="ficha-menu__label">
        {label}
        {hint ? <span className="ficha-menu__hint">{hint}</span> : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        className="ficha-menu__radio"
        checked={on}
        disabled={busy}
        onChange={onChange}
        data-testid={testId}
      />
    </label>
  )
}

/**
 * The notifications section of the settings: the categories a player may turn off (race results, the
 * operator's messages; money and protection ones always arrive), and the marketing consent, an explicit
 * opt-in (LGPD), off until the player turns it on, with the date it was given.
 */
export function NoticeSettingsSection() {
  const t = useT()
  const formatDate = useFormatDate()
  const settings = useResource(loadSettings)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState<NoticeSettings | null>(null)
  const current = saved ?? settings.data
  if (!current) return null
  // The switch follows the tap at once, while the server keeps it (and goes back if it could not).
  const save = (body: NoticeSettingsBody) => {
    const before = current
    setSaved({ ...current, ...body, marketingConsentAt: current.marketingConsentAt })
    setBusy(true)
    api
      .post('notice/settings', body, { silent: true })
      .then(
        (next) => {
          setSaved(next)
          feedback.toast(t('notice.settings.saved'))
        },
        () => {
          setSaved(before)
          feedback.toast(t('msg.networkError'))
        },
      )
      .finally(() => setBusy(false))
  }
  const muted = new Set<string>(current.muted)
  const toggle = (category: NoticeSettings['muted'][number]) => {
    const next = new Set(muted)
    if (next.has(category)) next.delete(category)
    else next.add(category)
    save({ muted: [...next] as NoticeSettings['muted'] })
  }
  return (
    <fieldset className="ficha-menu" data-testid="notice-settings">
      <legend className="ficha-menu__title">{t('notice.settings.title')}</legend>
      <p className="ficha-menu__hint ficha-menu__intro">{t('notice.settings.intro')}</p>
      <div className="ficha-menu__list">
        {(['raceResult', 'operatorMessage'] as const).map((category) => (
          <MenuSwitch
            key={category}
            label={t(`notice.settings.${category}`)}
            on={!muted.has(category)}
            busy={busy}
            onChange={() => toggle(category)}
            testId={`notice-setting-${category}`}
          />
        ))}
        <MenuSwitch
          label={t('notice.settings.marketing')}
          hint={
            current.marketingConsentAt
              ? t('notice.settings.consentSince', { date: formatDate(current.marketingConsentAt) })
              : t('notice.settings.marketingHint')
          }
          on={current.marketing}
          busy={busy}
          onChange={() => save({ marketing: !current.marketing })}
          testId="notice-setting-marketing"
        />
      </div>
    </fieldset>
  )
}
