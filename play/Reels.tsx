/** @jsxImportSource preact */
import type { SlotModel } from '../src/contract/game'
import { SymbolArt } from './SymbolArt'
import { cellKey, type DrawnLine } from './wins'

/** The gap between reels, in cell widths: the page sets it as --play-gap-ratio (Game.tsx), which play.css
 * sizes the reels with, and the win lines are drawn with it. */
export const GAP = 0.06

interface ReelsProps {
  slug: string
  model: SlotModel
  /** What each reel shows when stopped: grid[reel][row]. */
  grid: readonly (readonly string[])[]
  /** Reels from this index on are still turning (model.reels.length when all have stopped). */
  turningFrom: number
  winCells: ReadonlySet<string>
  /** Winning lines drawn over the stopped reels. */
  lines: readonly DrawnLine[]
  nameOf: (symbol: string) => string
  label: string
}

/** The winning lines over the grid: one polyline per line through the centre of its cell on every reel. */
function WinLines({ lines, reels, rows }: { lines: readonly DrawnLine[]; reels: number; rows: number }) {
  if (lines.length === 0) return null
  return (
    <svg
      class="win-lines"
      viewBox={`0 0 ${reels + (reels - 1) * GAP} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {lines.map(({ line, cells }, index) => (
        <polyline
          key={line}
          class="win-line"
          style={{ '--line': index % 6, '--order': index }}
          pathLength={1}
          points={cells.map(([reel, row]) => `${reel * (1 + GAP) + 0.5},${row + 0.5}`).join(' ')}
        />
      ))}
    </svg>
  )
}

/**
 * The reels. A turning reel shows its own strip scrolling (a transform on one element: compositor only);
 * a stopped one its symbols, the winning ones lit, with the winning lines drawn over them.
 */
export function Reels({ slug, model, grid, turningFrom, winCells, lines, nameOf, label }: ReelsProps) {
  const reels = model.reels.length
  return (
    <div class="reels" role="img" aria-label={label}>
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
      {turningFrom >= reels ? <WinLines lines={lines} reels={reels} rows={model.rows} /> : null}
    </div>
  )
}
