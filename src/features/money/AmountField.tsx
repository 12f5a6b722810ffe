import { useT } from '../../i18n/react'
import { formatBRL, parseAmount } from '../../money'
import { useStyles } from '../../ui/styles'
import { TextField } from '../../ui/TextField'
import { amountText } from './amount'
import { moneyCss } from './money.styles'

export interface AmountFieldProps {
  /** 'Amount' unless said otherwise. */
  label?: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
  /** Amounts offered as one-tap chips, in centavos. */
  presets?: readonly number[]
  /** The whole balance, for the 'All' shortcut (withdrawal, conversion); no shortcut without it. */
  all?: number
}

/**
 * An amount in reais: the numeric keypad with a decimal key (comma or dot both read), optional preset
 * chips and an 'All' shortcut that fills in the whole balance.
 */
export function AmountField({ label, value, onChange, error, hint, presets = [], all }: AmountFieldProps) {
  useStyles(moneyCss)
  const t = useT()
  const typed = parseAmount(value)
  return (
    <div className="ficha-money">
      <TextField
        label={label ?? t('money.amount')}
        value={value}
        onChange={onChange}
        error={error}
        hint={hint}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        placeholder="0,00"
        start={<span className="ficha-amount__currency">R$</span>}
        end={
          all !== undefined ? (
            <button type="button" className="ficha-amount__all" onClick={() => onChange(amountText(all))}>
              {t('common.all')}
            </button>
          ) : undefined
        }
      />
      {presets.length > 0 ? (
        <div className="ficha-chips">
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="ficha-chip"
              aria-pressed={typed === preset}
              onClick={() => onChange(amountText(preset))}
            >
              {formatBRL(preset)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
