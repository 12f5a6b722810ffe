/** @jsxImportSource preact */
import type { GameInfo } from '../src/contract/game'
import type { Translate } from '../src/i18n/translator'
import { formatBRL } from '../src/money/format'
import { formatNumber } from './numbers'
import { SymbolArt } from './SymbolArt'

const pays = (table: Record<string, number>, unit: number) =>
  Object.entries(table)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([count, pay]) => `${count}× ${formatBRL(pay * unit)}`)
    .join(' · ')

/** Rules, the paytable at the current bet, RTP and the numbers behind it (all from the title's data). */
export function InfoContent({ info, bet, t }: { info: GameInfo; bet: number; t: Translate }) {
  const { model, game } = info
  const lines = model.paylines.length
  const lineBet = Math.max(1, Math.floor(bet / lines))
  const nameOf = (symbol: string) => t(`play.symbols.${symbol}`)
  const paying = model.symbols.filter((symbol) => model.paytable[symbol])
  return (
    <div class="info">
      <h3>{t('play.rules')}</h3>
      <p>{t('play.rulesText', { lines })}</p>
      {model.wild ? <p>{t('play.wildText', { symbol: nameOf(model.wild) })}</p> : null}
      {model.scatter ? <p>{t('play.scatterText', { symbol: nameOf(model.scatter.symbol) })}</p> : null}
      <h3>{t('play.paytable', { bet: formatBRL(bet) })}</h3>
      <ul class="paytable">
        {paying.reverse().map((symbol) => (
          <li key={symbol}>
            <SymbolArt slug={game.slug} id={symbol} label={nameOf(symbol)} />
            <span>{pays(model.paytable[symbol] ?? {}, lineBet)}</span>
          </li>
        ))}
        {model.scatter ? (
          <li>
            <SymbolArt slug={game.slug} id={model.scatter.symbol} label={nameOf(model.scatter.symbol)} />
            <span>{pays(model.scatter.pays, bet)}</span>
          </li>
        ) : null}
      </ul>
      <h3>{t('play.numbers')}</h3>
      <dl class="facts">
        <dt>{t('play.rtp')}</dt>
        <dd>{formatNumber(game.rtp, 2)} %</dd>
        <dt>{t('play.hitFrequency')}</dt>
        <dd>{formatNumber(game.hitFrequency, 2)} %</dd>
        <dt>{t('play.volatility')}</dt>
        <dd>{t(`play.volatilities.${game.volatility}`)}</dd>
        <dt>{t('play.maxWin')}</dt>
        <dd>{t('play.times', { value: formatNumber(game.maxWin) })}</dd>
        <dt>{t('play.lines')}</dt>
        <dd>{lines}</dd>
        <dt>{t('play.limits')}</dt>
        <dd>
          {formatBRL(info.bets.min)} – {formatBRL(info.bets.max)}
        </dd>
      </dl>
      <p class="muted">{t('play.rtpNote')}</p>
    </div>
  )
}
