import { useStyles } from '../../ui/styles'
import { rewardsCss } from './rewards.styles'

export interface ProgressProps {
  label: string
  /** What the numbers say, e.g. 'R$ 15,00 / R$ 20,00'. */
  figures?: string
  /** From 0 to 1. */
  ratio: number
  note?: string
  done?: boolean
}

/** A labelled bar from 0 to a target (drawn with transform: no layout work when it moves). */
export function Progress({ label, figures, ratio, note, done = false }: ProgressProps) {
  useStyles(rewardsCss)
  const clamped = Math.min(1, Math.max(0, ratio))
  return (
    <div className="ficha-progress">
      <div className="ficha-progress__head">
        <span>{label}</span>
        {figures ? <span>{figures}</span> : null}
      </div>
      <div
        className="ficha-progress__bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped * 100)}
      >
        <div className="ficha-progress__fill" style={{ transform: `scaleX(${clamped})` }} />
      </div>
      {note ? (
        <span className={`ficha-progress__note${done ? ' ficha-progress__note--done' : ''}`}>{note}</span>
      ) : null}
    </div>
  )
}
