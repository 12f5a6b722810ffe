import { useStore } from '@nanostores/react'
import { LabelledCard } from '@src/features/money/LabelledCard'
import { moneyCss } from '@src/features/money/money.styles'
import { AdultNotice } from '@src/features/protection/AdultNotice'
import { NationalSelfExclusionLink } from '@src/features/protection/SelfExclusion'
import { useT } from '@src/i18n/react'
import { $token } from '@src/session/store'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { navigateTo } from '../../app/navigation'
import { api } from '../../app/services'

const css = `
.ficha-responsible ul { margin: 0; padding-left: calc(var(--ficha-space) * 5); display: flex; flex-direction: column; gap: var(--ficha-space); line-height: 1.5; }
.ficha-responsible a { color: var(--ficha-accent); font-weight: 600; }
`

/** The tools a player has (each one on the protection page), in the order the page lists them. */
const TOOLS = ['limits', 'loss', 'session', 'reality', 'exclusion'] as const
/** Questions that suggest play is no longer fun. */
const SIGNS = ['chasing', 'borrowing', 'hiding', 'neglect', 'mood'] as const
/** Where to get help: Brazil's helpline and services first (the product's players), then any country. */
const HELP = ['cvv', 'caps', 'spa', 'anonymous', 'elsewhere'] as const
/** CVV (Centro de Valorização da Vida): free emotional support by phone, every day, at any hour. */
const CVV_PHONE = '188'

/** A card's list: the catalogue's text of each item of the group. */
function Points({ group, items }: { group: 'tools' | 'signs'; items: readonly string[] }) {
  const t = useT()
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{t(`responsible.${group}.${item}`)}</li>
      ))}
    </ul>
  )
}

/**
 * /pages/responsible/index, open to visitors: 18+, the protection tools, signs of a problem and
 * where to get help. The texts are the catalogues' (four languages); the tools open the protection page.
 */
export default function ResponsiblePage() {
  useStyles(moneyCss)
  useStyles(css)
  const t = useT()
  const loggedIn = useStore($token) !== ''
  return (
    <div className="ficha-money ficha-responsible">
      <section className="ficha-money-card">
        <AdultNotice />
        <p className="ficha-money-note">{t('responsible.intro')}</p>
      </section>
      <LabelledCard id="responsible-tools" title={t('responsible.toolsTitle')}>
        <Points group="tools" items={TOOLS} />
        <NationalSelfExclusionLink api={api} />
        <Button block onClick={() => navigateTo('/pages/mine/protection/index')}>
          {loggedIn ? t('responsible.openTools') : t('responsible.loginForTools')}
        </Button>
      </LabelledCard>
      <LabelledCard id="responsible-signs" title={t('responsible.signsTitle')}>
        <Points group="signs" items={SIGNS} />
      </LabelledCard>
      <LabelledCard id="responsible-help" title={t('responsible.helpTitle')}>
        <ul>
          {HELP.map((place) => (
            <li key={place}>
              {t(`responsible.help.${place}`, { phone: CVV_PHONE })}
              {place === 'cvv' ? (
                <>
                  {' '}
                  <a href={`tel:${CVV_PHONE}`}>{t('responsible.call', { phone: CVV_PHONE })}</a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </LabelledCard>
    </div>
  )
}
