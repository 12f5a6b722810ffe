/** Declarations shared by several style sheets, interpolated into their rules so each says them once. */

/** An icon centred in a square, thumb-sized box: the tap target of every icon button. */
export const tapBox = `display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ficha-tap);
  height: var(--ficha-tap);`

/** A borderless icon button (show/hide in a field). */
export const iconButton = `${tapBox}
  border: 0;
  cursor: pointer;`

/** A round borderless icon button (back, close, clear, exit). */
export const roundIconButton = `${iconButton}
  border-radius: 50%;`
