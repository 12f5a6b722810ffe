/** @jsxImportSource preact */
import { useState } from 'preact/hooks'
import type { Rotation, Seeds, Verification } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import type { GameApi } from './api'
import { GameError } from './api'
import { SymbolArt } from './SymbolArt'

interface FairnessProps {
  api: GameApi
  t: Translate
  slug: string
  seeds: Seeds
  /** Pairs retired during this visit, newest first, their server seeds revealed. */
  revealed: readonly Rotation['revealed'][]
  lastRoundId: number | null
  onRotated: (rotation: Rotation) => void
  busy: boolean
}

/** What game/seed accepts: 1 to 64 characters, no ':' (the HMAC message's separator). */
const isClientSeed = (value: string) => value.length >= 1 && value.length <= 64 && !value.includes(':')

/**
 * The seeds in use (the server seed only as its commitment), the player's own client seed, rotation (which
 * reveals the server seed) and the check of any past round from its revealed seed.
 */
export function FairnessContent({
  api,
  t,
  slug,
  seeds,
  revealed,
  lastRoundId,
  onRotated,
  busy,
}: FairnessProps) {
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed)
  const [roundId, setRoundId] = useState(lastRoundId ? String(lastRoundId) : '')
  const [check, setCheck] = useState<Verification | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [working, setWorking] = useState(false)

  const run = async (task: () => Promise<void>) => {
    setWorking(true)
    setError(null)
    try {
      await task()
    } catch (caught) {
      setError(caught instanceof GameError ? caught.message : String(caught))
    } finally {
      setWorking(false)
    }
  }
  const rotated = (rotation: Rotation) => {
    onRotated(rotation)
    setClientSeed(rotation.seeds.clientSeed)
  }
  const disabled = busy || working
  const newSeed = clientSeed.trim()
  const validRound = /^[1-9][0-9]{0,14}$/.test(roundId.trim())

  return (
    <div class="fair">
      <p>{t('play.fairIntro')}</p>
      <dl class="seeds">
        <dt>{t('play.serverSeedHash')}</dt>
        <dd class="mono">{seeds.serverSeedHash}</dd>
        <dt>{t('play.nonce')}</dt>
        <dd class="mono">{seeds.nonce}</dd>
      </dl>
      <form
        class="row-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (isClientSeed(newSeed))
            void run(async () => rotated(await api.call('seed', { clientSeed: newSeed })))
        }}
      >
        <label for="client-seed">{t('play.clientSeed')}</label>
        <input
          id="client-seed"
          value={clientSeed}
          maxLength={64}
          autocomplete="off"
          aria-describedby="client-seed-rule"
          onInput={(event) => setClientSeed(event.currentTarget.value)}
        />
        <button
          type="submit"
          class="button"
          disabled={disabled || !isClientSeed(newSeed) || newSeed === seeds.clientSeed}
        >
          {t('play.setSeed')}
        </button>
        <small id="client-seed-rule" class="muted">
          {t('play.clientSeedRule')}
        </small>
      </form>
      <button
        type="button"
        class="button button--secondary"
        disabled={disabled}
        onClick={() => void run(async () => rotated(await api.call('rotate')))}
      >
        {t('play.rotate')}
      </button>
      {revealed.map((pair) => (
        <dl key={pair.serverSeedHash} class="seeds seeds--revealed">
          <dt>{t('play.revealed', { rounds: pair.rounds })}</dt>
          <dd class="mono">{pair.serverSeed}</dd>
          <dt>{t('play.clientSeed')}</dt>
          <dd class="mono">{pair.clientSeed}</dd>
        </dl>
      ))}

      <h3>{t('play.verify')}</h3>
      <form
        class="row-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (validRound)
            void run(async () => setCheck(await api.call('verify', { roundId: Number(roundId.trim()) })))
        }}
      >
        <label for="round-id">{t('play.roundId')}</label>
        <input
          id="round-id"
          inputMode="numeric"
          autocomplete="off"
          value={roundId}
          onInput={(event) => setRoundId(event.currentTarget.value)}
        />
        <button type="submit" class="button" disabled={disabled || !validRound}>
          {t('play.verifyButton')}
        </button>
      </form>
      {error ? (
        <p class="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {check ? <VerifiedRound check={check} slug={slug} t={t} /> : null}
    </div>
  )
}

function VerifiedRound({ check, slug, t }: { check: Verification; slug: string; t: Translate }) {
  const ok = check.commitmentMatches && check.matches
  return (
    <div class={`notice ${ok ? 'notice--ok' : 'notice--error'}`} role="status">
      <p>{t(ok ? 'play.verified' : 'play.notVerified', { id: check.round.id })}</p>
      <div class="mini-grid" style={{ '--reels': check.recomputed.grid.length }}>
        {check.recomputed.grid.map((column, reel) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
          <div key={reel} class="mini-grid__reel">
            {column.map((symbol, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
              <SymbolArt key={row} slug={slug} id={symbol} label={t(`play.symbols.${symbol}`)} />
            ))}
          </div>
        ))}
      </div>
      <dl class="seeds">
        <dt>{t('play.stored')}</dt>
        <dd>
          {formatBRL(check.round.bet)} → {formatBRL(check.round.win)}
        </dd>
        <dt>{t('play.recomputed')}</dt>
        <dd>{formatBRL(check.recomputed.win)}</dd>
        <dt>{t('play.revealedSeed')}</dt>
        <dd class="mono">{check.serverSeed}</dd>
        <dt>{t('play.clientSeed')}</dt>
        <dd class="mono">
          {check.round.clientSeed} : {check.round.nonce}
        </dd>
      </dl>
    </div>
  )
}
