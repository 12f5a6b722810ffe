/** A labelled choice among fixed options, each shown as `text` gives it (most often a translated key). */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  text,
  name,
  className,
}: {
  label: string
  value: T
  options: readonly T[]
  onChange: (value: T) => void
  text: (value: T) => string
  /** The form field's name, when the page's form reads it. */
  name?: string
  className?: string
}) {
  return (
    <label className={className}>
      {label}
      <select name={name} value={value} onChange={(event) => onChange(event.currentTarget.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </label>
  )
}
