import type { Promotions } from '../../src/contract/rewards'
import { Loadable } from '../../src/features/loading/Loadable'
import { useCompliance } from '../../src/features/protection/compliance'
import {
  DepositPromotion,
  type DepositPromotionProps,
  usePromotionPage,
} from '../../src/features/rewards/DepositPromotion'
import { useT } from '../../src/i18n/react'
import type { IconName } from '../../src/ui/icons'
import { EmptyState } from '../../src/ui/states'
import { loginTarget, navigateTo } from './navigation'
import type { RoutePath } from './routes'
import { api } from './services'

type DepositPromotionName = 'first_deposit' | 'recharge_cashback'

/** What a deposit promotion page says of its own; the frame brings the rules, the status and the buttons. */
export type PromotionBody = Omit<DepositPromotionProps, 'rules' | 'status' | 'onTopUp' | 'onLogin'>

/**
 * The frame of a deposit promotion page (first deposit, cash back), open without login: the promotion or
 * why it is off, the top-up, and the login that comes back here.
 */
export function DepositPromotionPage<Name extends DepositPromotionName>({
  promotion,
  icon,
  here,
  body,
}: {
  promotion: Name
  /** The icon of the 'off' state. */
  icon: IconName
  /** This page's route, where the login brings the visitor back. */
  here: RoutePath
  body: (rules: Promotions[Name]['rules']) => PromotionBody
}) {
  const t = useT()
  const page = usePromotionPage(api)
  const profile = useCompliance(api)
  return (
    <Loadable resource={page}>
      {({ promotions, status }) => {
        const { enabled, rules } = promotions[promotion]
        // Brazil forbids bonuses tied to deposits: the page says so instead of the offer.
        if (!enabled || profile === 'brazil')
          return (
            <EmptyState
              icon={icon}
              title={t('rewards.off')}
              text={profile === 'brazil' ? t('protection.brazilPromotionOff') : undefined}
            />
          )
        return (
          <DepositPromotion
            {...body(rules)}
            rules={rules}
            status={status}
            onTopUp={() => navigateTo('/pages/mine/account/recharge')}
            onLogin={() => navigateTo(loginTarget(here))}
          />
        )
      }}
    </Loadable>
  )
}
