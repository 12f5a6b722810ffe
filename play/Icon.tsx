/** @jsxImportSource preact */

const PATHS = {
  sound:
    'M4 9 H8 L13 5 V19 L8 15 H4Z M16 9 C17.5 10.5 17.5 13.5 16 15 M18.5 6.5 C21.5 9.5 21.5 14.5 18.5 17.5',
  mute: 'M4 9 H8 L13 5 V19 L8 15 H4Z M16 9.5 L21 14.5 M21 9.5 L16 14.5',
  info: 'M12 3 A9 9 0 1 0 12.01 3Z M12 11 V17 M12 7.5 V8',
  shield: 'M12 3 L19 6 V11 C19 16 15.5 19.5 12 21 C8.5 19.5 5 16 5 11 V6Z M9 12 L11 14 L15 10',
  minus: 'M6 12 H18',
  plus: 'M6 12 H18 M12 6 V18',
  close: 'M6 6 L18 18 M18 6 L6 18',
} as const

/** The page's few line icons, drawn with the current text colour. */
export function Icon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" class="icon">
      <path d={PATHS[name]} />
    </svg>
  )
}
