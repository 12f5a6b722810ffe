import { useCallback } from 'react'
import type { InviteLinks, TeamData } from '../../src/contract/rewards'
import { Loadable } from '../../src/features/loading/Loadable'
import { useResource } from '../../src/features/loading/use-resource'
import { QrCode } from '../../src/features/qr/QrCode'
import { useT } from '../../src/i18n/react'
import { formatBRL } from '../../src/money'
import { Button } from '../../src/ui/Button'
import { useStyles } from '../../src/ui/styles'
import { useCopy } from '../../src/ui/useCopy'
import { useElementApi } from '../core/api'
import { statsCss } from '../core/stats.styles'

interface MyInviteData {
  links: InviteLinks
  team: TeamData
}

function Share({ links }: { links: InviteLinks }) {
  const t = useT()
  const copy = useCopy()
  return (
    <section className="ficha-card" part="card">
      <dl className="ficha-figures">
        <div className="ficha-figures__main">
          <dt>{t('rewards.invite.code')}</dt>
          <dd part="code">{links.code}</dd>
        </div>
      </dl>
      <QrCode value={links.link} label={t('rewards.invite.qr')} size={168} />
      <p className="ficha-card__text">{t('rewards.invite.scan')}</p>
      <div className="ficha-card__actions">
        <Button variant="secondary" onClick={() => copy(links.code)}>
          {t('rewards.invite.copyCode')}
        </Button>
        <Button onClick={() => copy(links.link)}>{t('rewards.invite.copyLink')}</Button>
      </div>
    </section>
  )
}

function Team({ team }: { team: TeamData }) {
  const t = useT()
  const { totals } = team
  const figures = [
    [t('rewards.invite.headcount'), String(totals.headcount)],
    [t('rewards.invite.recharge'), formatBRL(totals.recharge)],
    [t('rewards.invite.withdrawal'), formatBRL(totals.withdrawal)],
    [t('rewards.invite.transactions'), formatBRL(totals.transactions)],
    ...team.levels.map((row) => [t('rewards.invite.level', { level: row.level }), String(row.people)]),
  ]
  return (
    <section className="ficha-card" part="card">
      <h2 className="ficha-card__title">{t('rewards.invite.team')}</h2>
      <dl className="ficha-figures" part="team">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** A logged-in player's own invitation: code, QR of the link, copy actions, and the three-level team. */
export function MyInvite() {
  useStyles(statsCss)
  const api = useElementApi()
  const load = useCallback(
    async (signal: AbortSignal): Promise<MyInviteData> => {
      const [links, team] = await Promise.all([
        api.get('index/get_links', undefined, { signal }),
        api.post('index/allThirdLevelUsers', { level: 1, limit: 1 }, { signal }),
      ])
      return { links, team }
    },
    [api],
  )
  const page = useResource(load)
  return (
    <Loadable resource={page}>
      {({ links, team }) => (
        <>
          <Share links={links} />
          <Team team={team} />
        </>
      )}
    </Loadable>
  )
}
