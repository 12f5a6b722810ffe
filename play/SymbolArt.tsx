/** @jsxImportSource preact */

/** Where the title's symbol sprite is served (play/public/art, one SVG per title). */
const spriteOf = (slug: string) => `${import.meta.env.BASE_URL}art/${slug}.svg`

/** One symbol of a title's sprite; named for screen readers when `label` is given, else decorative. */
export function SymbolArt({ slug, id, label }: { slug: string; id: string; label?: string }) {
  return (
    <svg
      class="sym"
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={!label}
    >
      <use href={`${spriteOf(slug)}#${id}`} />
    </svg>
  )
}
