/** @jsxImportSource preact */
import type { Translate } from '../src/i18n/translator'
import { Icon } from './Icon'

interface GameBarProps {
  title: string
  t: Translate
  soundOn: boolean
  onSound: () => void
  onFairness: () => void
  onInfo: () => void
}

/** The game's bar: its name, the sound switch, and the fairness and rules sheets. */
export function GameBar({ title, t, soundOn, onSound, onFairness, onInfo }: GameBarProps) {
  return (
    <header class="bar">
      <h1 class="bar__title">{title}</h1>
      <button
        type="button"
        class="icon-button"
        aria-pressed={soundOn}
        aria-label={t('play.sound')}
        onClick={onSound}
      >
        <Icon name={soundOn ? 'sound' : 'mute'} />
      </button>
      <button type="button" class="icon-button" aria-label={t('play.fair')} onClick={onFairness}>
        <Icon name="shield" />
      </button>
      <button type="button" class="icon-button" aria-label={t('play.info')} onClick={onInfo}>
        <Icon name="info" />
      </button>
    </header>
  )
}
