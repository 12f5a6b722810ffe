import type { RaceWeights } from '@src/contract/race-admin'
import { Button } from '@src/ui/Button'
import type { FormEvent, ReactNode } from 'react'
import { CheckList } from './CheckList'

/** Reais typed by the operator ('12,50' or '12.50') as centavos; NaN when not a number. */
export const centavosOf = (reais: string): number => Math.round(Number(reais.replace(',', '.').trim()) * 100)

/** Centavos as the operator types reais ('12.50'), to start an edit from. */
export const reais = (centavos: number): string => (centavos / 100).toFixed(2)

/** An editor of an operator's definition (a race, a mission, a shop item): its fields, then Save and Close. */
export function DefinitionForm({
  label,
  onSave,
  onClose,
  saveText,
  closeText,
  children,
}: {
  label: string
  onSave: () => Promise<void>
  onClose: () => void
  saveText: string
  closeText: string
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void onSave()
  }
  return (
    <form className="console-games__form" onSubmit={submit} aria-label={label}>
      {children}
      <div className="wide">
        <Button type="submit">{saveText}</Button>{' '}
        <Button type="button" variant="secondary" onClick={onClose}>
          {closeText}
        </Button>
      </div>
    </form>
  )
}

/** The providers and games a definition counts; none of either: every game. */
export interface GameScope {
  providers: string[]
  gameIds: number[]
}

/** The providers and games a definition counts, offered from every game (the races' weights list). */
export function GamesChoice({
  games,
  scope,
  onChange,
  text,
}: {
  games: RaceWeights
  scope: GameScope
  onChange: (scope: GameScope) => void
  /** The legends, and the note that none chosen counts every game. */
  text: (key: 'providers' | 'games' | 'everyGame') => string
}) {
  return (
    <>
      <CheckList
        legend={text('providers')}
        options={[...new Set(games.map((game) => game.provider))].map((provider) => ({
          value: provider,
          label: provider,
        }))}
        chosen={scope.providers}
        onChange={(providers) => onChange({ ...scope, providers })}
      />
      <CheckList
        legend={text('games')}
        options={games.map((game) => ({ value: game.gameId, label: game.name }))}
        chosen={scope.gameIds}
        onChange={(gameIds) => onChange({ ...scope, gameIds })}
      />
      <p className="wide">{text('everyGame')}</p>
    </>
  )
}
