/**
 * Tiny synthesized sounds (WebAudio, no files): a whir when the reels start, a tick as each reel stops and a
 * rising chime for a win, longer for a big one and longer still, with a second run, for a huge one. Only real
 * wins (more than the stake back) chime. Silent until the player turns sound on; the audio context starts on that tap.
 */
export interface Sound {
  enabled: boolean
  setEnabled(on: boolean): void
  spin(): void
  reelStop(): void
  win(level: 'small' | 'big' | 'huge'): void
}

export const createSound = (): Sound => {
  let context: AudioContext | null = null

  const tone = (frequency: number, at: number, duration: number, type: OscillatorType, volume: number) => {
    if (!context) return
    const start = context.currentTime + at
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.type = type
    oscillator.frequency.setValueAtTime(frequency, start)
    gain.gain.setValueAtTime(volume, start)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start)
    oscillator.stop(start + duration)
  }

  const sound: Sound = {
    enabled: false,
    setEnabled(on) {
      sound.enabled = on
      if (on && !context && typeof AudioContext === 'function') context = new AudioContext()
      if (on) void context?.resume()
    },
    spin() {
      if (sound.enabled)
        for (let step = 0; step < 4; step += 1) tone(180 + step * 40, step * 0.05, 0.08, 'triangle', 0.05)
    },
    reelStop() {
      if (sound.enabled) tone(520, 0, 0.06, 'square', 0.03)
    },
    win(level) {
      if (!sound.enabled) return
      const run = level === 'small' ? [659, 784, 1047] : [523, 659, 784, 1047, 1319]
      const notes = level === 'huge' ? [...run, ...run.map((note) => note * 2)] : run
      notes.forEach((note, index) => {
        tone(note, index * 0.09, 0.25, 'sine', 0.07)
      })
    },
  }
  return sound
}
