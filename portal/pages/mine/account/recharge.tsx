import { useStore } from '@nanostores/react'
import { navigateTo, redirectTo } from '@portal/app/navigation'
import { api, feedback } from '@portal/app/services'
import type { Channel, ChannelList } from '@src/contract/money'
import { UPLOAD_MAX_BYTES } from '@src/contract/money-values'
import type { BonusStatus, Promotions } from '@src/contract/rewards'
import { quoteBonus } from '@src/contract/rewards-tiers'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { AmountField } from '@src/features/money/AmountField'
import { checkAmount } from '@src/features/money/amount'
import { useAttemptPost } from '@src/features/money/attempt-key'
import { CHANNEL_ICONS, channelLimits, defaultChannel } from '@src/features/money/channels'
import { ImagePicker } from '@src/features/money/ImagePicker'
import { moneyCss } from '@src/features/money/money.styles'
import { RadioChoice } from '@src/features/money/RadioChoice'
import { createUploader } from '@src/features/money/upload'
import { useBusy } from '@src/features/money/use-busy'
import { $exclusion } from '@src/features/protection/exclusion'
import { IdentityPendingState, useIdentityPending } from '@src/features/protection/IdentityPending'
import { ExcludedState } from '@src/features/protection/SelfExclusion'
import { useT } from '@src/i18n/react'
import { formatBRL } from '@src/money'
import { Button } from '@src/ui/Button'
import { Icon } from '@src/ui/icons'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { type FormEvent, useState } from 'react'

type Errors = Partial<Record<'channel' | 'amount' | 'screenshot', string>>

const loadChannels: LoadResource<ChannelList> = (signal) =>
  api.post('index/get_rechlist', undefined, { silent: true, signal })

interface BonusRules {
  promotions: Promotions
  status: BonusStatus
}

/** What the promotions would add; the page quotes nothing when they cannot be read. */
const loadBonusRules: LoadResource<BonusRules> = async (signal) => {
  const options = { silent: true, signal }
  const [promotions, status] = await Promise.all([
    api.get('index/get_promotions', undefined, options),
    api.get('index/get_bonus_status', undefined, options),
  ])
  return { promotions, status }
}

const upload = createUploader(api)

function RechargeForm({ channels, bonusRules }: { channels: ChannelList; bonusRules?: BonusRules }) {
  const t = useT()
  // PIX chosen already, so its amount presets show at once.
  const [channelId, setChannelId] = useState<number | null>(() => defaultChannel(channels.list)?.id ?? null)
  const [amount, setAmount] = useState('')
  const [screenshot, setScreenshot] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const { busy, run } = useBusy()
  const post = useAttemptPost(api, 'index/Withdraw_recharge')
  const channel = channels.list.find((item) => item.id === channelId) ?? null
  const limits = channel ? channelLimits(channel, channels.minDeposit) : null
  const quoted = limits ? checkAmount(amount, limits).centavos : null
  const bonus =
    quoted !== null && bonusRules ? quoteBonus(bonusRules.promotions, bonusRules.status, quoted) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const checked = limits ? checkAmount(amount, limits) : null
    const next: Errors = {
      channel: channel ? undefined : t('validation.paymentMethod'),
      amount: checked?.problem ? t(checked.problem.key, checked.problem.params) : undefined,
      screenshot: channel?.needsScreenshot && !screenshot ? t('validation.screenshot') : undefined,
    }
    setErrors(next)
    if (!channel || checked?.centavos == null || next.screenshot) return
    const centavos = checked.centavos
    await run(async () => {
      const voucherId = channel.needsScreenshot && screenshot ? (await upload(screenshot)).id : undefined
      const order = await post({ type: 'recharge', amount: centavos, channelId: channel.id, voucherId })
      if (channel.kind === 'pix') {
        navigateTo(`/pages/mine/savings-account/index?id=${order.id}`)
      } else {
        feedback.toast(t('money.rechargeSubmitted'))
        redirectTo('/pages/mine/account/recharge_list')
      }
    })
  }

  return (
    <form className="ficha-money" noValidate onSubmit={submit}>
      <section className="ficha-money-card">
        <fieldset
          className="ficha-choices"
          aria-describedby={errors.channel ? 'recharge-channel-error' : undefined}
        >
          <legend>{t('money.paymentMethod')}</legend>
          {channels.list.map((item) => (
            <ChannelChoice
              key={item.id}
              channel={item}
              minDeposit={channels.minDeposit}
              checked={item.id === channelId}
              onPick={() => {
                setChannelId(item.id)
                setErrors((prev) => ({ ...prev, channel: undefined }))
              }}
            />
          ))}
          {errors.channel ? (
            <p id="recharge-channel-error" className="ficha-money-error" role="alert">
              {errors.channel}
            </p>
          ) : null}
        </fieldset>
      </section>
      <section className="ficha-money-card">
        <AmountField
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          presets={channel?.presets ?? []}
          hint={t('money.minDeposit', { min: formatBRL(channels.minDeposit) })}
        />
        {bonus !== null ? (
          <p className="ficha-money-note" aria-live="polite">
            {t('money.bonusPreview')} <strong>{formatBRL(bonus)}</strong>
          </p>
        ) : null}
      </section>
      {channel?.needsScreenshot || channel?.instructions ? (
        <section className="ficha-money-card">
          {channel.instructions ? (
            <>
              <h2 className="ficha-money-card__title">{t('money.instructions')}</h2>
              <p className="ficha-money-note ficha-money-pre">{channel.instructions}</p>
            </>
          ) : null}
          {channel.needsScreenshot ? (
            <ImagePicker
              label={t('money.screenshot')}
              file={screenshot}
              onChange={(file) => {
                setScreenshot(file)
                setErrors((prev) => ({ ...prev, screenshot: undefined }))
              }}
              error={errors.screenshot}
              maxBytes={UPLOAD_MAX_BYTES}
            />
          ) : null}
        </section>
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('money.rechargeNow')}
      </Button>
    </form>
  )
}

function ChannelChoice({
  channel,
  minDeposit,
  checked,
  onPick,
}: {
  channel: Channel
  minDeposit: number
  checked: boolean
  onPick: () => void
}) {
  const t = useT()
  const { min, max } = channelLimits(channel, minDeposit)
  return (
    <RadioChoice
      name="channel"
      value={channel.id}
      checked={checked}
      onPick={onPick}
      icon={<Icon name={CHANNEL_ICONS[channel.kind]} size={22} />}
      title={channel.name}
      meta={t('money.range', { min: formatBRL(min), max: formatBRL(max) })}
    />
  )
}

/**
 * /pages/mine/account/recharge: choose a channel (PIX preselected) and an amount. PIX opens the deposit page with its
 * BR Code; a manual channel (bank transfer, USDT) shows where to pay and takes a screenshot of the transfer.
 */
export default function RechargePage() {
  useStyles(moneyCss)
  const t = useT()
  const channels = useResource(loadChannels)
  const bonusRules = useResource(loadBonusRules)
  const exclusion = useStore($exclusion)
  const pending = useIdentityPending()
  // No deposit during a cool-off or self-exclusion, nor before the identity is verified; the
  // server refuses one either way.
  if (exclusion) return <ExcludedState exclusion={exclusion} />
  if (pending) return <IdentityPendingState />
  return (
    <Loadable
      resource={channels}
      isEmpty={(data) => data.list.length === 0}
      empty={<EmptyState icon="wallet" title={t('money.noChannels')} text={t('money.noChannelsText')} />}
    >
      {(data) => <RechargeForm channels={data} bonusRules={bonusRules.data} />}
    </Loadable>
  )
}
