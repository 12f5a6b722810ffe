import { useEffect, useRef } from 'react'
import type { CrashRound } from '../../contract/crash'
import { useT } from '../../i18n/react'
import { type CurveScene, type CurveView, createCurve, formatMultiplier } from './curve-canvas'

const sceneOf = (round: CrashRound | null): CurveScene => {
  if (!round) return { phase: 'waiting' }
  if (round.phase === 'crashed' && round.crashPoint !== null)
    return { phase: 'crashed', crashPoint: round.crashPoint }
  if (round.phase === 'flying') return { phase: 'flying', startedAt: Date.parse(round.flightStartsAt) }
  return {
    phase: 'betting',
    endsAt: Date.parse(round.bettingEndsAt),
    flightAt: Date.parse(round.flightStartsAt),
  }
}

export interface CurveStageProps {
  round: CrashRound | null
  /** The server's clock (epoch ms). */
  now: () => number
  /** Every frame of a flight, with the multiplier shown (hundredths): the cash-out buttons follow it. */
  onFrame: (hundredths: number) => void
}

/**
 * The curve and the big readout over it (countdown, live multiplier, crash point). React renders it once a
 * phase; the frames in between are drawn by the canvas module alone (curve-canvas.ts).
 */
export function CurveStage({ round, now, onFrame }: CurveStageProps) {
  const t = useT()
  const canvas = useRef<HTMLCanvasElement>(null)
  const label = useRef<HTMLParagraphElement>(null)
  const view = useRef<CurveView | null>(null)
  const clock = useRef(now)
  clock.current = now
  const frameListener = useRef(onFrame)
  frameListener.current = onFrame
  useEffect(() => {
    if (!canvas.current || !label.current) return
    const curve = createCurve(canvas.current, {
      label: label.current,
      now: () => clock.current(),
      texts: {
        waiting: t('crash.waiting'),
        startsIn: (seconds) => t('crash.startsIn', { seconds }),
        crashed: (multiplier) => t('crash.crashedAt', { multiplier }),
      },
    })
    const stop = curve.listen((hundredths) => frameListener.current(hundredths))
    view.current = curve
    return () => {
      stop()
      curve.destroy()
      view.current = null
    }
  }, [t])

  const scene = sceneOf(round)
  const key = JSON.stringify(scene)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is compared by its content (key)
  useEffect(() => {
    view.current?.show(scene)
  }, [key, t])

  return (
    <div className="ficha-crash__stage" data-phase={scene.phase}>
      <canvas ref={canvas} className="ficha-crash__canvas" />
      {round ? <p className="ficha-crash__round">{t('crash.round', { round: round.round })}</p> : null}
      <div className="ficha-crash__readout">
        {/* The multiplier changes every frame: read out at the phases, not at each frame. */}
        <p ref={label} className="ficha-crash__label" data-testid="crash-multiplier" aria-live="off" />
        <p className="ficha-crash__hidden" aria-live="polite" data-testid="crash-phase">
          {scene.phase === 'crashed'
            ? t('crash.crashedAt', { multiplier: formatMultiplier(scene.crashPoint) })
            : scene.phase === 'flying'
              ? t('crash.flying')
              : scene.phase === 'betting'
                ? t('crash.betting')
                : t('crash.waiting')}
        </p>
      </div>
    </div>
  )
}
