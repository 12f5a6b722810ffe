/** @jsxImportSource preact */
import type { SlotModel } from '../src/contract/game'
import { SymbolArt } from './SymbolArt'
import { cellKey } from './wins'

interface ReelsProps {
  slug: string
  model: SlotModel
  /** What each reel shows when stopped: grid[reel][row]. */
  grid: readonly (readonly string[])[]
  /** Reels from this index on are still turning (model.reels.length when all have stopped). */
  turningFrom: number
  winCells: ReadonlySet<string>
  nameOf: (symbol: string) => string
  label: string
}

/**
 * The reels. A turning reel shows its own strip scrolling (a transform on one element: compositor only);
 * a stopped one its three symbols, the winning ones lit.
 */
export function Reels({ slug, model, grid, turningFrom, winCells, nameOf, label }: ReelsProps) {
  return (
    <div
      class="reels"
      role="img"
      aria-label={label}
      style={{ '--reels': model.reels.length, '--rows': model.rows }}
    >
      {model.reels.map((strip, reel) =>
        reel >= turningFrom ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          <div key={`turning-${reel}`} class="reel reel--turning" aria-hidden="true">
            <div class="reel__strip" style={{ '--delay': `${-reel * 90}ms` }}>
              {[...strip, ...strip].map((symbol, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a strip repeats symbols
                <div key={index} class="cell">
                  <SymbolArt slug={slug} id={symbol} />
                </div>
              ))}
            </div>
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          <div key={`stopped-${reel}`} class="reel reel--stopped">
            {(grid[reel] ?? []).map((symbol, row) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                key={row}
                class="cell"
                data-win={winCells.has(cellKey(reel, row)) || undefined}
              >
                <SymbolArt slug={slug} id={symbol} label={nameOf(symbol)} />
              </div>
            ))}
          </div>
        ),
      )}
    </div>
  )
}
