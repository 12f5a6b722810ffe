import { useStore } from '@nanostores/react'
import { type FormEvent, useEffect, useState } from 'react'
import type { ApiClient } from '../../api/types'
import { useT } from '../../i18n/react'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { validateNickname } from '../../validation'
import { $player, applyUserInfo } from './session'

/**
 * The name other players see in the live feed and team lists: the player's nickname, or until they choose
 * one, the generated handle (shown as the placeholder). Checked here and again by the server (user/nickname).
 */
export function NicknameForm({ api, onSaved }: { api: ApiClient; onSaved: (message: string) => void }) {
  const t = useT()
  const player = useStore($player)
  const [nickname, setNickname] = useState(player?.nickname ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // The page may open before the player's info is stored (a reload, a deep link): fetch it once.
  useEffect(() => {
    api
      .post('user/getUserinfo', undefined, { silent: true })
      .then((user) => {
        applyUserInfo(user)
        setNickname((typed) => typed || user.nickname)
      })
      .catch(() => {})
  }, [api])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const key = validateNickname(nickname.trim())
    setError(key ? t(key) : null)
    if (key) return
    setBusy(true)
    try {
      // Refusals (taken, rule) are toasted by the client in the player's language.
      await api.post('user/nickname', { nickname: nickname.trim() })
      applyUserInfo(await api.post('user/getUserinfo', undefined, { silent: true }))
      onSaved(t('settings.nicknameSaved'))
    } catch {
      // Already shown.
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ficha-settings-form ficha-nickname-form" noValidate onSubmit={submit}>
      <TextField
        label={t('settings.nickname')}
        value={nickname}
        onChange={setNickname}
        placeholder={player?.handle ?? ''}
        hint={t('settings.nicknameHint')}
        error={error}
        maxLength={20}
        autoComplete="nickname"
      />
      <Button type="submit" block busy={busy}>
        {t('common.submit')}
      </Button>
    </form>
  )
}
