import { useStyles } from '../../ui/styles'
import { moneyCss } from './money.styles'

export interface SegmentsProps<T extends string> {
  legend: string
  name: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** A few exclusive choices side by side (radio buttons drawn as tappable segments). */
export function Segments<T extends string>({ legend, name, options, value, onChange }: SegmentsProps<T>) {
  useStyles(moneyCss)
  return (
    <fieldset className="ficha-segments">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="ficha-segment">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
