import { loadConfig } from '@server/config'
import { Code } from '@src/contract/codes'
import type { BannerList, NoticePage } from '@src/contract/content'
import type { AuditLogPage } from '@src/contract/corrections'
import type { PublishedContent, PublishedItem } from '@src/contract/publishing'
import { describe, expect, test } from 'vitest'
import { call, createTestServer, serverWithOperator } from '../helpers'

// The brazil profile's operator writes in Portuguese (DEFAULT_LANGUAGE pt there).
const brazilConfig = loadConfig({ NODE_ENV: 'test', COMPLIANCE_PROFILE: 'brazil' })
const brazil = serverWithOperator(() =>
  createTestServer({ config: { compliance: brazilConfig.compliance, language: brazilConfig.language } }),
)
const standard = serverWithOperator()

const publish = <T = PublishedItem>(given: typeof brazil, path: string, body: unknown, lang = 'pt') =>
  call<T>(given.server.app, path, body, { token: given.operator, lang })

const banner = {
  placement: 'carousel',
  image: '/assets/banners/torneio-de-verao.webp',
  title: { pt: 'Torneio de verão: prêmios toda semana' },
  link: '/pages/race/index',
  conditions: true,
  imageShowsNoMoney: true,
}

describe('promotions in the brazil profile', () => {
  test('a banner with "grátis" and a condition is refused, naming the rule, the language and the word', async () => {
    const refused = await publish(brazil, 'admin/banner_publish', {
      ...banner,
      title: { pt: 'Rodadas grátis ao apostar R$ 20', en: 'Spins for a R$ 20 stake' },
    })
    expect(refused.code).toBe(Code.PromotionFreeWithConditions)
    expect(refused.msg).toContain('Português')
    expect(refused.msg).toContain('“grátis”')
    expect(refused.msg).toContain('Portaria SPA/MF 1.231/2024')
    const shown = await call<BannerList>(brazil.server.app, 'index/getban', undefined, { lang: 'pt' })
    expect(shown.data.map((item) => item.title)).not.toContain('Rodadas grátis ao apostar R$ 20')
  })

  test('"free" in any language is refused the same way, "Free" and "de graça" included', async () => {
    for (const [lang, text, word] of [
      ['en', 'Free spins this weekend', 'free'],
      ['pt', 'Giros de graça no sábado', 'de graça'],
      ['sw', 'Mizunguko bure wikendi hii', 'bure'],
      ['zh', '周末免费旋转', '免费'],
    ] as const) {
      const refused = await publish(brazil, 'admin/banner_publish', {
        ...banner,
        title: { pt: 'Torneio de verão', [lang]: text },
      })
      expect(refused.code, text).toBe(Code.PromotionFreeWithConditions)
      expect(refused.data, text).toEqual({ rule: 'freeWithConditions', lang, word })
    }
  })

  test('"grátis" with no condition at all may be published, and the portal shows it', async () => {
    const published = await publish(brazil, 'admin/banner_publish', {
      ...banner,
      title: { pt: 'Guia grátis de jogo responsável' },
      link: '',
      conditions: false,
    })
    expect(published.code).toBe(Code.Ok)
    const shown = await call<BannerList>(brazil.server.app, 'index/getban', undefined, { lang: 'pt' })
    expect(shown.data.map((item) => item.title)).toContain('Guia grátis de jogo responsável')
  })

  test('an image is published only with the declaration that it shows no money, and never under a money name', async () => {
    const undeclared = await publish(brazil, 'admin/banner_publish', { ...banner, imageShowsNoMoney: false })
    expect(undeclared.code).toBe(Code.PromotionImageNotDeclared)
    expect(undeclared.msg).toContain('não mostra dinheiro')
    const named = await publish(brazil, 'admin/banner_publish', {
      ...banner,
      placement: 'popup',
      image: '/assets/banners/pilha-de-dinheiro_2.webp',
    })
    expect(named.code).toBe(Code.PromotionImageNamesMoney)
    expect(named.data).toEqual({ rule: 'imageNamesMoney', word: 'dinheiro' })
  })

  test('a banner that passes is published, audited with the image declaration, and listed in the console', async () => {
    const published = await publish(brazil, 'admin/banner_publish', banner)
    expect(published.code).toBe(Code.Ok)
    expect(published.data).toMatchObject({ kind: 'carousel', promotion: true, enabled: true })
    const listed = await publish<PublishedContent>(brazil, 'admin/content', undefined)
    expect(listed.data.map((item) => item.id)).toContain(published.data.id)
    const audit = await call<AuditLogPage>(
      brazil.server.app,
      'admin/audit_log',
      { target: `banner:${published.data.id}`, page: 1, limit: 20 },
      { token: brazil.operator },
    )
    const [entry] = audit.data.list
    expect(entry).toMatchObject({
      action: 'content.banner',
      after: { imageShowsNoMoney: true, conditions: true },
    })
  })

  test('a promotional notice is checked and served as a promotion; a service notice is not checked', async () => {
    /** A notice in Portuguese with conditions, a promotion or a service notice. */
    const notice = (title: string, body: string, promotion: boolean) =>
      publish(brazil, 'admin/notice_publish', {
        title: { pt: title },
        body: { pt: body },
        promotion,
        conditions: true,
      })
    const refused = await notice('Bônus de fim de semana', 'Aposte R$ 50 e ganhe giros grátis.', true)
    expect(refused.code).toBe(Code.PromotionFreeWithConditions)
    const service = await notice(
      'Manutenção',
      'O suporte por chat é gratuito e fica fora do ar às 3h.',
      false,
    )
    expect(service.code).toBe(Code.Ok)
    const promotion = await notice(
      'Corrida semanal',
      'Prêmios para os 10 primeiros. Regras na página da corrida.',
      true,
    )
    expect(promotion.code).toBe(Code.Ok)
    const notices = await call<NoticePage>(
      brazil.server.app,
      'index/get_msg',
      { page: 1, limit: 20 },
      { lang: 'pt' },
    )
    const byTitle = (title: string) => notices.data.list.find((notice) => notice.title === title)
    expect(byTitle('Corrida semanal')?.promotion).toBe(true)
    expect(byTitle('Manutenção')?.promotion).toBe(false)
    expect(byTitle('Bônus de fim de semana')).toBeUndefined()
  })

  test('a marketing message saying "grátis" with conditions is refused; an operator message is not a promotion', async () => {
    const message = { title: { pt: 'Giros grátis' }, body: { pt: 'Deposite e ganhe giros grátis.' } }
    const marketing = await publish(brazil, 'admin/message_broadcast', { audience: 'marketing', ...message })
    expect(marketing.code).toBe(Code.PromotionFreeWithConditions)
    const all = await publish(brazil, 'admin/message_broadcast', {
      audience: 'all',
      title: { pt: 'Aviso' },
      body: { pt: 'O saque por PIX é gratuito.' },
    })
    expect(all.code).toBe(Code.Ok)
  })
})

test('the standard profile publishes as the operator wrote it', async () => {
  const published = await publish(
    standard,
    'admin/banner_publish',
    { ...banner, title: { zh: '免费旋转', en: 'Free spins' }, imageShowsNoMoney: false },
    'en',
  )
  expect(published.code).toBe(Code.Ok)
})
