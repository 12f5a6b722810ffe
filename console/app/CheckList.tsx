/** One box of a CheckList: what it stands for and its text. */
interface CheckOption<T> {
  value: T
  label: string
}

/**
 * Boxes to choose some of a list (a game's lobby rows, a race's providers or games): ticking one adds it to
 * the choice, clearing it takes it out.
 */
export function CheckList<T extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string
  options: readonly CheckOption<T>[]
  chosen: readonly T[]
  onChange: (chosen: T[]) => void
}) {
  return (
    <fieldset className="console-games__checks wide">
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <label key={value}>
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, value] : chosen.filter((kept) => kept !== value))
            }
          />
          {label}
        </label>
      ))}
    </fieldset>
  )
}
