import { type ReactNode, useCallback } from 'react'
import type { ApiClient } from '../../api/types'
import type { InviteLinks, Promotions, TeamData } from '../../contract/rewards'
import { useT } from '../../i18n/react'
import { formatBRL } from '../../money'
import { Button } from '../../ui/Button'
import { buttonCss } from '../../ui/button.styles'
import { Icon, type IconName } from '../../ui/icons'
import { useStyles } from '../../ui/styles'
import { useCopy } from '../../ui/useCopy'
import { Loadable } from '../loading/Loadable'
import { type Resource, useResource } from '../loading/use-resource'
import { moneyCss } from '../money/money.styles'
import { QrCode } from '../qr/QrCode'
import { useFormatRate } from '../rewards/format'
import { rewardsCss } from '../rewards/rewards.styles'
import { shareLinks } from './share'

export interface InviteData {
  links: InviteLinks
  promotions: Promotions
  team: TeamData
}

/** The player's invitation (code and link), the operator's offer and the team totals, through `api`. */
export function useInvite(api: ApiClient): Resource<InviteData> {
  const load = useCallback(
    async (signal: AbortSignal): Promise<InviteData> => {
      const [links, promotions, team] = await Promise.all([
        api.get('index/get_links', undefined, { signal }),
        api.get('index/get_promotions', undefined, { signal }),
        api.post('index/allThirdLevelUsers', { level: 1, limit: 1 }, { signal }),
      ])
      return { links, promotions, team }
    },
    [api],
  )
  return useResource(load)
}

/**
 * What the operator offers, to whom it speaks: the inviter reads the referral reward of each tier and its
 * conditions; the invited friend reads the first-deposit bonus of each tier. Nothing when switched off.
 */
export function InviteOffer({ promotions, friend }: { promotions: Promotions; friend?: boolean }) {
  const t = useT()
  const rate = useFormatRate()
  const { first_deposit: first, referral } = promotions
  if (friend ? !first.enabled : !referral.enabled) return null
  const items = friend
    ? [
        t('widget.friendOffer'),
        ...[...first.rules.tiers]
          .sort((a, b) => a.above - b.above)
          .map((tier) =>
            t('rewards.first.tier', {
              above: formatBRL(tier.above),
              rate: rate(tier.rateBps),
              max: formatBRL(tier.maxBonus),
            }),
          ),
      ]
    : [
        t('rewards.invite.headline'),
        ...[...referral.rules.tiers]
          .sort((a, b) => a.minFirstRecharge - b.minFirstRecharge)
          .map((tier) =>
            t('rewards.invite.tier', {
              min: formatBRL(tier.minFirstRecharge),
              reward: formatBRL(tier.reward),
            }),
          ),
        t('rewards.invite.conditions'),
      ]
  return (
    <ul className="ficha-offer" part="offer">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}

/** The icon button that copies `text`, named by `label`. */
function CopyButton({ text, label, icon }: { text: string; label: string; icon: IconName }) {
  const copy = useCopy()
  return (
    <button type="button" className="ficha-copy" aria-label={label} onClick={() => copy(text)}>
      <Icon name={icon} />
    </button>
  )
}

/**
 * The code and the short link, each with a copy button, the QR code, and the invitation message in the
 * player's language: through the phone's share sheet, or WhatsApp and Telegram links where there is none.
 */
function Share({ links }: { links: InviteLinks }) {
  useStyles(buttonCss)
  const t = useT()
  const message = t('rewards.invite.shareText', { code: links.code })
  const apps = shareLinks(message, links.link)
  const share = async () => {
    try {
      await navigator.share({ text: message, url: links.link })
    } catch {
      // The player closed the share sheet: nothing to say.
    }
  }
  return (
    <>
      <div className="ficha-code-box">
        <span>
          <span className="ficha-money-note">{t('rewards.invite.code')}</span>
          <br />
          <span className="ficha-code-box__value ficha-code-box__value--code" part="code">
            {links.code}
          </span>
        </span>
        <CopyButton text={links.code} label={t('rewards.invite.copyCode')} icon="copy" />
      </div>
      <div className="ficha-code-box">
        <span className="ficha-code-box__value ficha-code-box__value--link">{links.link}</span>
        <CopyButton text={links.link} label={t('rewards.invite.copyLink')} icon="link" />
      </div>
      <div className="ficha-qr-box">
        <QrCode value={links.link} label={t('rewards.invite.qr')} size={168} />
        <span className="ficha-money-note">{t('rewards.invite.scan')}</span>
      </div>
      {typeof navigator.share === 'function' ? (
        <Button block onClick={share}>
          {t('rewards.invite.share')}
        </Button>
      ) : (
        <div className="ficha-money-actions">
          {[
            [t('rewards.invite.whatsapp'), apps.whatsapp],
            [t('rewards.invite.telegram'), apps.telegram],
          ].map(([name, href]) => (
            <a
              key={name}
              className="ficha-button ficha-button--primary"
              href={href}
              target="_blank"
              rel="noopener"
            >
              {name}
            </a>
          ))}
        </div>
      )}
    </>
  )
}

/** The team's totals and how many people each level holds. */
function TeamTotals({ team }: { team: TeamData }) {
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
    <dl className="ficha-stats" part="team">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface InvitePanelProps {
  invite: Resource<InviteData>
  /** What a page adds under the team totals (the portal: per-level member lists). */
  children?: (data: InviteData) => ReactNode
}

/**
 * The invite panel, in the portal's invite page and in <ficha-invite-panel>: the player's code, link and
 * QR with copy and share, the operator's offer, and the team totals.
 */
export function InvitePanel({ invite, children }: InvitePanelProps) {
  useStyles(moneyCss)
  useStyles(rewardsCss)
  const t = useT()
  return (
    <Loadable resource={invite}>
      {(data) => (
        <div className="ficha-rewards">
          <section className="ficha-money-card" part="card">
            <Share links={data.links} />
          </section>
          <InviteOffer promotions={data.promotions} />
          <section className="ficha-money-card" part="card">
            <h3 className="ficha-money-card__title">{t('rewards.invite.team')}</h3>
            <TeamTotals team={data.team} />
            {children?.(data)}
          </section>
        </div>
      )}
    </Loadable>
  )
}
