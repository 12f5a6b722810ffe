import { CRASH_GROWTH_PER_MS, msToReach, multiplierAt } from '../../crash/curve'
import { formatHundredths } from '../../money/format'

/**
 * What the curve shows: the betting phase's countdown, a flight (its start on the server's clock), or the
 * crash point a flight stopped at.
 */
export type CurveScene =
  | { phase: 'waiting' }
  | {
      phase: 'betting'
      /** When betting closes (server clock, epoch ms). */
      endsAt: number
      /** When the flight starts: the curve takes off then, without waiting for the word that it has. */
      flightAt: number
    }
  | { phase: 'flying' /** When the flight started (server clock, epoch ms). */; startedAt: number }
  | { phase: 'crashed' /** Hundredths: 235 = 2.35×. */; crashPoint: number }

interface CurveTexts {
  /** Before the first round. */
  waiting: string
  /** The betting phase's line, e.g. 'Próxima rodada em 3,2 s'. */
  startsIn: (seconds: string) => string
  /** The line after the crash, e.g. 'Caiu em 2,35×'. */
  crashed: (multiplier: string) => string
}

export interface CurveOptions {
  /** Where the live multiplier (or the countdown) is written as text, frame by frame. */
  label: HTMLElement
  texts: CurveTexts
  /** The server's clock (epoch ms): the flight's time is the server's, not this device's. */
  now: () => number
  requestFrame?: (callback: FrameRequestCallback) => number
  cancelFrame?: (handle: number) => void
}

export interface CurveView {
  show(scene: CurveScene): void
  /** Calls `listener` with the multiplier (hundredths) at every frame of a flight; returns the unsubscribe. */
  listen(listener: (hundredths: number) => void): () => void
  /** Stops drawing and lets go of the canvas. */
  destroy(): void
}

/** A multiplier as the game shows it: '2,35×'. */
export const formatMultiplier = (hundredths: number): string => `${formatHundredths(hundredths)}×`

/** The width of time the plot shows before it starts scrolling its scale (ms). */
const MIN_SPAN_MS = 8_000
/** The multiplier the plot shows at least (2.00× at the top). */
const MIN_TOP = 2
/** Grid lines: the first of these within the plot, in multiples. */
const GRID_STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]

interface Palette {
  font: string
  line: string
  lost: string
  text: string
  grid: string
}

const readPalette = (element: Element): Palette => {
  const style = getComputedStyle(element)
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  return {
    font: `12px ${style.fontFamily || 'system-ui, sans-serif'}`,
    line: token('--ficha-accent', '#facf20'),
    lost: token('--ficha-loss', '#ffb4ab'),
    text: token('--ficha-text-muted', 'rgb(255 255 255 / 0.7)'),
    grid: token('--ficha-border', 'rgb(255 255 255 / 0.16)'),
  }
}

/** A grid step that gives two to five lines between 1× and `top`. */
const gridStep = (top: number): number =>
  GRID_STEPS.find((step) => (top - 1) / step <= 5) ?? GRID_STEPS[GRID_STEPS.length - 1] ?? 1

/**
 * The crash curve on a canvas: the published curve (src/crash/curve.ts) from the flight's start, redrawn each
 * animation frame while the round flies and stopped at the crash point, with the multiplier written into a
 * text element beside it. It runs outside React: a frame touches only the canvas and that one text node
 * (and the text only when it changes), so a flight re-renders nothing. Frames stop with the flight, and the
 * browser pauses them in a hidden tab.
 */
export function createCurve(canvas: HTMLCanvasElement, options: CurveOptions): CurveView {
  const { label, texts, now } = options
  const requestFrame = options.requestFrame ?? ((callback) => requestAnimationFrame(callback))
  const cancelFrame = options.cancelFrame ?? ((handle) => cancelAnimationFrame(handle))
  const context = canvas.getContext('2d')
  let scene: CurveScene = { phase: 'waiting' }
  let frame: number | null = null
  let palette = readPalette(canvas)
  let width = 0
  let height = 0
  let ratio = 1
  const listeners = new Set<(hundredths: number) => void>()
  /** The betting or crashed scene is drawn: it does not change until the next scene or size. */
  let still = false

  const write = (text: string) => {
    if (label.textContent !== text) label.textContent = text
  }

  const fitCanvas = () => {
    ratio = globalThis.devicePixelRatio || 1
    width = canvas.clientWidth
    height = canvas.clientHeight
    const pixelsWide = Math.round(width * ratio)
    const pixelsHigh = Math.round(height * ratio)
    if (canvas.width !== pixelsWide) canvas.width = pixelsWide
    if (canvas.height !== pixelsHigh) canvas.height = pixelsHigh
  }

  /** Draws the plot up to `elapsed` ms of flight (none: the axes alone). */
  const draw = (elapsed: number | null, lost: boolean) => {
    if (!context || width === 0 || height === 0) return
    context.setTransform(ratio, 0, 0, ratio, 0, 0)
    context.clearRect(0, 0, width, height)
    const pad = { left: 8, right: 44, top: 12, bottom: 12 }
    const plotWide = Math.max(1, width - pad.left - pad.right)
    const plotHigh = Math.max(1, height - pad.top - pad.bottom)
    const flown = elapsed ?? 0
    const span = Math.max(MIN_SPAN_MS, flown / 0.85)
    const reached = multiplierAt(flown) / 100
    const top = Math.max(MIN_TOP, 1 + (reached - 1) * 1.25)
    const x = (ms: number) => pad.left + (ms / span) * plotWide
    const y = (multiple: number) => pad.top + plotHigh - ((multiple - 1) / (top - 1)) * plotHigh

    // Grid: a few multiples, labelled on the right.
    const step = gridStep(top)
    context.lineWidth = 1
    context.strokeStyle = palette.grid
    context.fillStyle = palette.text
    context.font = palette.font
    context.textBaseline = 'middle'
    context.textAlign = 'left'
    for (let multiple = 1; multiple <= top + 1e-9; multiple += step) {
      const lineY = Math.round(y(multiple)) + 0.5
      context.beginPath()
      context.moveTo(pad.left, lineY)
      context.lineTo(pad.left + plotWide, lineY)
      context.stroke()
      context.fillText(
        `${multiple.toFixed(multiple % 1 === 0 ? 0 : 2).replace('.', ',')}×`,
        pad.left + plotWide + 6,
        lineY,
      )
    }
    if (elapsed === null) return

    // The curve, sampled every two CSS pixels of time, and the area under it.
    const colour = lost ? palette.lost : palette.line
    const stepMs = Math.max(1, (span / plotWide) * 2)
    context.beginPath()
    context.moveTo(x(0), y(1))
    // The published curve itself (multiplierAt floors it to hundredths, which would draw steps).
    for (let ms = stepMs; ms < flown; ms += stepMs)
      context.lineTo(x(ms), y(Math.exp(CRASH_GROWTH_PER_MS * ms)))
    context.lineTo(x(flown), y(reached))
    context.lineWidth = 4
    context.lineJoin = 'round'
    context.lineCap = 'round'
    context.strokeStyle = colour
    context.stroke()
    context.lineTo(x(flown), y(1))
    context.closePath()
    const shade = context.createLinearGradient(0, y(reached), 0, y(1))
    shade.addColorStop(0, colour)
    shade.addColorStop(1, 'transparent')
    context.globalAlpha = 0.35
    context.fillStyle = shade
    context.fill()
    context.globalAlpha = 1
    context.fillStyle = colour
    // The tip.
    context.beginPath()
    context.arc(x(flown), y(reached), 6, 0, Math.PI * 2)
    context.fill()
  }

  const stop = () => {
    if (frame !== null) cancelFrame(frame)
    frame = null
  }

  const tick = () => {
    frame = null
    const time = now()
    if (scene.phase === 'betting' && time >= scene.flightAt)
      scene = { phase: 'flying', startedAt: scene.flightAt }
    if (scene.phase === 'flying') {
      const elapsed = Math.max(0, time - scene.startedAt)
      const reached = multiplierAt(elapsed)
      write(formatMultiplier(reached))
      for (const listener of listeners) listener(reached)
      draw(elapsed, false)
    } else if (scene.phase === 'betting') {
      const left = Math.max(0, scene.endsAt - time)
      write(texts.startsIn((Math.ceil(left / 100) / 10).toFixed(1).replace('.', ',')))
      // The empty plot once; then only the countdown's text changes.
      if (!still) draw(null, false)
      still = true
    } else if (scene.phase === 'waiting') {
      write(texts.waiting)
      if (!still) draw(null, false)
      still = true
      return
    } else {
      write(texts.crashed(formatMultiplier(scene.crashPoint)))
      if (!still) draw(msToReach(scene.crashPoint), true)
      still = true
      return
    }
    frame = requestFrame(tick)
  }

  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => redraw()) : null
  resize?.observe(canvas)

  function redraw() {
    still = false
    fitCanvas()
    stop()
    tick()
  }

  fitCanvas()
  return {
    show(next) {
      scene = next
      // A theme may have changed since: the colours are read at each phase, not each frame.
      palette = readPalette(canvas)
      redraw()
    },
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy() {
      stop()
      resize?.disconnect()
    },
  }
}
