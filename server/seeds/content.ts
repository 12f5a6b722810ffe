import { PROMOTION_KEYS } from '../../src/contract/content'
import type { Localized } from '../db/localized'
import {
  banners,
  contentPages,
  events,
  notices,
  promotions,
  serviceLinks,
  siteSettings,
} from '../db/schema/content'
import { assetUrl } from '../services/content'
import type { Seed } from './seed'
import { NOTICES } from './texts/notices'
import { PAGES } from './texts/pages'

const DAY_MS = 86_400_000

/** The three promotions, each with its rules page, its event card and its carousel banner. */
const PROMOTION_EVENTS: { key: string; image: string; link: string; title: Localized; summary: Localized }[] =
  [
    {
      key: 'first-deposit',
      image: assetUrl('banners/first-deposit.svg'),
      link: '/pages/first-storage/index',
      title: {
        zh: '首充最高送 20%',
        en: 'Up to 20% on your first top-up',
        sw: 'Hadi 20% kwenye uwekaji wako wa kwanza',
        pt: 'Até 20% no primeiro depósito',
      },
      summary: {
        zh: '首笔充值超过 R$ 50，即可获得最高 20% 的奖励。',
        en: 'Top up more than R$ 50 the first time and earn a bonus of up to 20%.',
        sw: 'Weka zaidi ya R$ 50 mara ya kwanza upate bonasi ya hadi 20%.',
        pt: 'Deposite mais de R$ 50,00 pela primeira vez e ganhe até 20% de bônus.',
      },
    },
    {
      key: 'recharge-cashback',
      image: assetUrl('banners/recharge-cashback.svg'),
      link: '/pages/return-cash/index',
      title: {
        zh: '充值返现最高 10%',
        en: 'Up to 10% cash back on top-ups',
        sw: 'Rudishiwa hadi 10% unapoweka pesa',
        pt: 'Até 10% de cashback nas recargas',
      },
      summary: {
        zh: '每笔超过 R$ 50 的充值返现最高 10%，每天最多 6 次。',
        en: 'Every top-up above R$ 50 earns up to 10% back, up to 6 times a day.',
        sw: 'Kila uwekaji zaidi ya R$ 50 unarudishiwa hadi 10%, hadi mara 6 kwa siku.',
        pt: 'Cada depósito acima de R$ 50,00 devolve até 10%, até 6 vezes por dia.',
      },
    },
    {
      key: 'partner-salary',
      image: assetUrl('banners/partner-salary.svg'),
      link: '/pages/buddy/index',
      title: {
        zh: '合伙人每周一领薪',
        en: 'Partners get paid every Monday',
        sw: 'Washirika wanalipwa kila Jumatatu',
        pt: 'Parceiros recebem toda segunda-feira',
      },
      summary: {
        zh: '邀请好友组建三级团队，按团队活跃度领取周薪。',
        en: "Invite friends, build a three-level team and earn a weekly salary from your team's activity.",
        sw: 'Alika marafiki, jenga timu ya ngazi tatu na upate mshahara wa kila wiki kutokana na shughuli za timu yako.',
        pt: 'Convide amigos, monte uma equipe de três níveis e receba um salário semanal pela atividade da equipe.',
      },
    },
  ]

const WELCOME_POPUP: Localized = {
  zh: '欢迎来到 Ficha：首充最高送 20%',
  en: 'Welcome to Ficha: up to 20% on your first top-up',
  sw: 'Karibu Ficha: hadi 20% kwenye uwekaji wako wa kwanza',
  pt: 'Boas-vindas à Ficha: até 20% no primeiro depósito',
}

/**
 * Site settings, contacts, promotion switches, pages, events, banners and notices. Runs once per database:
 * the site settings row marks it done, so an operator's later edits and deletions are never undone.
 */
export const seedContent: Seed = async (db) => {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(siteSettings)
      .values({
        siteName: 'Ficha',
        minDeposit: 2000,
        downloadUrl: '/',
        telegramUrl: 'https://t.me/ficha_oficial',
      })
      .onConflictDoNothing()
      .returning({ id: siteSettings.id })
    if (!created) return

    await tx.insert(serviceLinks).values([
      { kind: 'telegram', url: 'https://t.me/ficha_suporte', sort: 1 },
      { kind: 'email', url: 'mailto:suporte@ficha.example', sort: 2 },
    ])
    await tx.insert(promotions).values(PROMOTION_KEYS.map((key) => ({ key, enabled: true })))
    await tx.insert(contentPages).values(PAGES)
    await tx.insert(events).values(
      PROMOTION_EVENTS.map((event, index) => ({
        contentKey: event.key,
        summary: event.summary,
        image: event.image,
        link: event.link,
        sort: index + 1,
      })),
    )
    await tx.insert(banners).values([
      ...PROMOTION_EVENTS.map((event, index) => ({
        placement: 'carousel' as const,
        image: event.image,
        title: event.title,
        link: event.link,
        sort: index + 1,
      })),
      {
        placement: 'popup',
        image: assetUrl('banners/welcome-popup.svg'),
        title: WELCOME_POPUP,
        link: '/pages/first-storage/index',
      },
    ])
    const now = Date.now()
    await tx.insert(notices).values(
      NOTICES.map((notice) => ({
        title: notice.title,
        body: notice.body,
        publishedAt: new Date(now - notice.daysAgo * DAY_MS),
      })),
    )
  })
}
