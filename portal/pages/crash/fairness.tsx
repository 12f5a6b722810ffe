import type { CrashHistory } from '@src/contract/crash'
import { checkCrashRounds, type RoundCheck } from '@src/crash/verify'
import { LabelledCard } from '@src/features/money/LabelledCard'
import { moneyCss } from '@src/features/money/money.styles'
import { useT } from '@src/i18n/react'
import { formatHundredths } from '@src/money'
import { EmptyState, ErrorState, SkeletonList } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { useCallback, useEffect, useState } from 'react'
import { api } from '../../app/services'

const css = `
.ficha-crash-fair .mono { font-family: ui-monospace, monospace; font-size: var(--ficha-font-size-sm); overflow-wrap: anywhere; }
.ficha-crash-fair dl { margin: 0; display: grid; gap: calc(var(--ficha-space) / 2); }
.ficha-crash-fair dt { color: var(--ficha-text-muted); font-size: var(--ficha-font-size-sm); }
.ficha-crash-fair dd { margin: 0 0 var(--ficha-space); }
.ficha-crash-fair ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--ficha-space); }
.ficha-crash-fair li { display: grid; grid-template-columns: auto 1fr auto; gap: 0 calc(var(--ficha-space) * 2); align-items: baseline; }
.ficha-crash-fair li .mono { grid-column: 1 / -1; color: var(--ficha-text-muted); }
.ficha-crash-fair .point { font-weight: 700; font-variant-numeric: tabular-nums; }
.ficha-crash-fair .ok { color: var(--ficha-profit); }
.ficha-crash-fair .bad { color: var(--ficha-loss); font-weight: 700; }
`

/** Rounds shown and checked: crash/history's largest page. */
const ROUNDS = 100

/** What a round's check says, in words. */
function Verdict({ check }: { check: RoundCheck | undefined }) {
  const t = useT()
  if (!check) return <span>{t('crashFair.checking')}</span>
  if (check.pointMatches === false || check.linked === false)
    return <span className="bad">{t('crashFair.mismatch')}</span>
  if (check.pointMatches === null) return <span>{t('crashFair.otherChain')}</span>
  return <span className="ok">{check.linked ? t('crashFair.verified') : t('crashFair.pointVerified')}</span>
}

/**
 * /pages/crash/fairness, open to visitors: the crash game's published chain and its newest crashed rounds,
 * each checked in the browser from its revealed seed (src/crash/verify.ts: the seed's link to the round before,
 * the crash point from the seed, the salt and the edge), with the formula to check them by hand.
 */
export default function CrashFairnessPage() {
  useStyles(moneyCss)
  useStyles(css)
  const t = useT()
  const [history, setHistory] = useState<CrashHistory>()
  const [checks, setChecks] = useState<Map<number, RoundCheck>>(new Map())
  const [failed, setFailed] = useState(false)

  const load = useCallback(async () => {
    setFailed(false)
    setHistory(undefined)
    try {
      const answer = await api.post('crash/history', { count: ROUNDS }, { silent: true })
      setHistory(answer)
      if (answer.chain) {
        const found = await checkCrashRounds(answer.rounds, answer.chain)
        setChecks(new Map(found.map((check) => [check.round, check])))
      }
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  return (
    <div className="ficha-money ficha-crash-fair">
      <section className="ficha-money-card">
        <p className="ficha-money-note">{t('crashFair.intro')}</p>
      </section>
      {failed ? (
        <ErrorState onRetry={load} />
      ) : history === undefined ? (
        <SkeletonList />
      ) : !history.chain ? (
        <EmptyState text={t('crashFair.noRounds')} />
      ) : (
        <>
          <LabelledCard id="crash-fair-chain" title={t('crashFair.chainTitle')}>
            <dl>
              <dt>{t('crashFair.terminatingHash')}</dt>
              <dd className="mono">{history.chain.terminatingHash}</dd>
              <dt>{t('crashFair.salt')}</dt>
              <dd className="mono">{history.chain.salt}</dd>
              <dt>{t('crashFair.firstRound')}</dt>
              <dd>{history.chain.firstRound}</dd>
            </dl>
          </LabelledCard>
          <LabelledCard id="crash-fair-rounds" title={t('crashFair.roundsTitle')}>
            {history.rounds.length === 0 ? (
              <p className="ficha-money-note">{t('crashFair.noRounds')}</p>
            ) : (
              <ol>
                {history.rounds.map((round) => (
                  <li key={round.round} data-round={round.round}>
                    <span>{t('crashFair.round', { round: round.round })}</span>
                    <span className="point">{formatHundredths(round.crashPoint)}×</span>
                    <Verdict check={checks.get(round.round)} />
                    <span className="mono">{round.seed}</span>
                  </li>
                ))}
              </ol>
            )}
          </LabelledCard>
          <LabelledCard id="crash-fair-how" title={t('crashFair.howTitle')}>
            <p className="ficha-money-note">{t('crashFair.howLink')}</p>
            <p className="ficha-money-note">{t('crashFair.howPoint')}</p>
            <p className="mono">crash = max(100, ⌊(10000 − edge) · 2^52 / (100 · (2^52 − h))⌋) / 100</p>
            <p className="ficha-money-note">{t('crashFair.howEdge')}</p>
          </LabelledCard>
        </>
      )}
    </div>
  )
}
