import { banners, events, notices } from '@server/db/schema/content'
import { Code } from '@src/contract/codes'
import type {
  BannerList,
  ContentPage,
  EventDetails,
  EventList,
  NoticePage,
  Popup,
  SiteLinks,
} from '@src/contract/content'
import type { Envelope } from '@src/contract/envelope'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createTestServer, sharedServer } from '../../helpers'

const given = sharedServer()

const get = async <T>(path: string, lang?: string): Promise<Envelope<T>> =>
  (
    await given.server.app.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: lang ? { vuelang: lang } : {},
    })
  ).json()

describe('index/getban', () => {
  test('shows the three seeded banners in order, titled in the player’s language', async () => {
    const answer = await call<BannerList>(given.server.app, 'index/getban', undefined, { lang: 'pt' })
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.map((banner) => banner.title)).toEqual([
      'Até 20% no primeiro depósito',
      'Até 10% de cashback nas recargas',
      'Parceiros recebem toda segunda-feira',
    ])
    expect(answer.data.map((banner) => banner.link)).toEqual([
      '/pages/first-storage/index',
      '/pages/return-cash/index',
      '/pages/buddy/index',
    ])
    for (const banner of answer.data) expect(banner.image).toMatch(/^\/api\/assets\/banners\/.+\.svg$/)
  })

  test('answers in Chinese when no language or an unknown one is sent', async () => {
    const unknown = await call<BannerList>(given.server.app, 'index/getban', undefined, { lang: 'fr' })
    const none = await call<BannerList>(given.server.app, 'index/getban')
    expect(unknown.data[0]?.title).toBe('首充最高送 20%')
    expect(none.data[0]?.title).toBe('首充最高送 20%')
  })

  test('a banner the operator switched off is not shown', async () => {
    const [first] = await given.server.db
      .select()
      .from(banners)
      .where(eq(banners.placement, 'carousel'))
      .orderBy(banners.sort)
      .limit(1)
    await given.server.db
      .update(banners)
      .set({ enabled: false })
      .where(eq(banners.id, first?.id ?? 0))
    try {
      const answer = await call<BannerList>(given.server.app, 'index/getban', undefined, { lang: 'en' })
      expect(answer.data.map((banner) => banner.id)).not.toContain(first?.id)
      expect(answer.data).toHaveLength(2)
    } finally {
      await given.server.db
        .update(banners)
        .set({ enabled: true })
        .where(eq(banners.id, first?.id ?? 0))
    }
  })

  test('a payload it does not take is refused with 400', async () => {
    const answer = await call(given.server.app, 'index/getban', { page: 1 })
    expect(answer.code).toBe(Code.BadRequest)
  })
})

describe('index/getPopupImg', () => {
  test('shows the welcome popup, then nothing once the operator switches it off', async () => {
    const shown = await call<Popup>(given.server.app, 'index/getPopupImg', undefined, { lang: 'sw' })
    expect(shown.data).toMatchObject({
      title: 'Karibu Ficha: hadi 20% kwenye uwekaji wako wa kwanza',
      image: '/api/assets/banners/welcome-popup.svg',
    })
    await given.server.db.update(banners).set({ enabled: false }).where(eq(banners.placement, 'popup'))
    try {
      const hidden = await call<Popup>(given.server.app, 'index/getPopupImg')
      expect(hidden).toMatchObject({ code: Code.Ok, data: null })
    } finally {
      await given.server.db.update(banners).set({ enabled: true }).where(eq(banners.placement, 'popup'))
    }
  })
})

describe('index/get_msg', () => {
  test('lists the notices newest first with the total, one page at a time', async () => {
    const first = await call<NoticePage>(
      given.server.app,
      'index/get_msg',
      { page: 1, limit: 3 },
      { lang: 'en' },
    )
    expect(first.data).toMatchObject({ total: 4, page: 1, limit: 3 })
    expect(first.data.list.map((notice) => notice.title)).toEqual([
      'Our original slots are live',
      'Security reminder: never share your code',
      'Instant top-ups with PIX',
    ])
    const dates = first.data.list.map((notice) => Date.parse(notice.publishedAt))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    const second = await call<NoticePage>(
      given.server.app,
      'index/get_msg',
      { page: 2, limit: 3 },
      { lang: 'en' },
    )
    expect(second.data.list.map((notice) => notice.title)).toEqual(['Play responsibly'])
    const beyond = await call<NoticePage>(given.server.app, 'index/get_msg', { page: 9 })
    expect(beyond.data).toMatchObject({ list: [], total: 4 })
  })

  test('pages 20 at a time when no paging is sent', async () => {
    const answer = await call<NoticePage>(given.server.app, 'index/get_msg')
    expect(answer.data).toMatchObject({ page: 1, limit: 20, total: 4 })
  })

  test('a text the operator left empty in one language falls back to Chinese', async () => {
    const [notice] = await given.server.db.select().from(notices).orderBy(notices.id).limit(1)
    const title = notice?.title ?? { zh: '' }
    await given.server.db
      .update(notices)
      .set({ title: { zh: title.zh, en: title.en, sw: '' } })
      .where(eq(notices.id, notice?.id ?? 0))
    try {
      const answer = await call<NoticePage>(given.server.app, 'index/get_msg', { limit: 1 }, { lang: 'sw' })
      expect(answer.data.list[0]?.title).toBe('我们的原创老虎机已上线')
    } finally {
      await given.server.db
        .update(notices)
        .set({ title })
        .where(eq(notices.id, notice?.id ?? 0))
    }
  })

  test('a notice scheduled for later or switched off is not listed yet', async () => {
    const [later] = await given.server.db
      .insert(notices)
      .values({ title: { zh: '明天' }, body: { zh: '明天' }, publishedAt: new Date(Date.now() + 86_400_000) })
      .returning()
    const [off] = await given.server.db
      .insert(notices)
      .values({ title: { zh: '关' }, body: { zh: '关' }, enabled: false })
      .returning()
    try {
      const answer = await call<NoticePage>(given.server.app, 'index/get_msg')
      expect(answer.data.total).toBe(4)
    } finally {
      await given.server.db.delete(notices).where(sql`${notices.id} in (${later?.id}, ${off?.id})`)
    }
  })

  test.each([
    [{ page: 0 }],
    [{ limit: 51 }],
    [{ limit: 0 }],
    [{ page: '1' }],
    [{ page: 1.5 }],
    [{ page: 1, extra: true }],
  ])('refuses %j with 400 and names the field', async (body) => {
    const answer = await call<{ fields: string[] }>(given.server.app, 'index/get_msg', body)
    expect(answer.code).toBe(Code.BadRequest)
    expect(answer.data.fields.length).toBeGreaterThan(0)
  })
})

describe('index/get_ac and index/get_acdtai', () => {
  test('lists the three running events with their titles and summaries', async () => {
    const answer = await get<EventList>('index/get_ac', 'en')
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data.map((event) => [event.key, event.title])).toEqual([
      ['first-deposit', 'First deposit bonus'],
      ['recharge-cashback', 'Recharge Cash Back'],
      ['partner-salary', 'Partner weekly salary'],
    ])
    expect(answer.data[0]?.summary).toContain('R$ 50')
  })

  test('opens an event with its full rules in the player’s language', async () => {
    const list = await get<EventList>('index/get_ac')
    const id = list.data[1]?.id
    const answer = await call<EventDetails>(given.server.app, 'index/get_acdtai', { id }, { lang: 'pt' })
    expect(answer.data).toMatchObject({
      id,
      key: 'recharge-cashback',
      title: 'Cashback de recarga',
      link: '/pages/return-cash/index',
    })
    expect(answer.data.body).toContain('até 6 vezes por dia')
    expect(answer.data.body.split('\n\n').length).toBeGreaterThan(1)
  })

  test('an event that has ended leaves the list and cannot be opened', async () => {
    const list = await get<EventList>('index/get_ac')
    const id = list.data[2]?.id ?? 0
    await given.server.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 7 * 86_400_000), endsAt: new Date(Date.now() - 1_000) })
      .where(eq(events.id, id))
    try {
      expect((await get<EventList>('index/get_ac')).data.map((event) => event.id)).not.toContain(id)
      const answer = await call(given.server.app, 'index/get_acdtai', { id }, { lang: 'en' })
      expect(answer).toMatchObject({
        code: Code.EventNotFound,
        msg: 'This event does not exist or has ended.',
      })
    } finally {
      await given.server.db.update(events).set({ startsAt: null, endsAt: null }).where(eq(events.id, id))
    }
  })

  test('an unknown event answers 1102 in the player’s language', async () => {
    const answer = await call(given.server.app, 'index/get_acdtai', { id: 999_999 }, { lang: 'pt' })
    expect(answer).toMatchObject({
      code: Code.EventNotFound,
      data: null,
      msg: 'Este evento não existe ou já terminou.',
    })
  })

  test.each([[{}], [{ id: 'one' }], [{ id: 0 }], [{ id: 1, more: 1 }], [{ id: 2 ** 40 }]])(
    'get_acdtai refuses %j with 400',
    async (body) => {
      expect((await call(given.server.app, 'index/get_acdtai', body)).code).toBe(Code.BadRequest)
    },
  )
})

describe('index/get_contents', () => {
  test.each([
    ['about-us', 'en', 'About us', 'provably fair'],
    ['privacy', 'pt', 'Política de Privacidade', 'LGPD'],
    ['user-agreement', 'sw', 'Makubaliano ya Mtumiaji', 'miaka 18'],
    ['telegram', 'zh', 'Telegram 频道', '官方'],
  ])('opens the %s page in %s', async (key, lang, title, phrase) => {
    const answer = await call<ContentPage>(given.server.app, 'index/get_contents', { key }, { lang })
    expect(answer.code).toBe(Code.Ok)
    expect(answer.data).toMatchObject({ key, title })
    expect(answer.data.body).toContain(phrase)
    expect(Number.isNaN(Date.parse(answer.data.updatedAt))).toBe(false)
  })

  test('an unknown page answers 1101', async () => {
    const answer = await call(given.server.app, 'index/get_contents', { key: 'no-such-page' }, { lang: 'en' })
    expect(answer).toMatchObject({
      code: Code.ContentNotFound,
      msg: 'This page does not exist or is no longer available.',
    })
  })

  test.each([
    [{}],
    [{ key: '' }],
    [{ key: '../etc/passwd' }],
    [{ key: 'About Us' }],
    [{ key: 'a'.repeat(65) }],
    [{ key: 7 }],
  ])('refuses the key %j with 400', async (body) => {
    expect((await call(given.server.app, 'index/get_contents', body)).code).toBe(Code.BadRequest)
  })
})

describe('index/get_c', () => {
  test('answers the download address, Telegram channel and service links, by GET and by POST alike', async () => {
    const byPost = await call<SiteLinks>(given.server.app, 'index/get_c')
    const byGet = await get<SiteLinks>('index/get_c')
    expect(byPost.code).toBe(Code.Ok)
    expect(byGet.data).toEqual(byPost.data)
    expect(byPost.data.telegramUrl).toMatch(/^https:\/\/t\.me\//)
    expect(byPost.data.downloadUrl).toBe('/')
    expect(byPost.data.serviceLinks.map((link) => link.kind)).toEqual(['telegram', 'email'])
  })

  test('POST with a payload is refused with 400', async () => {
    expect((await call(given.server.app, 'index/get_c', { a: 1 })).code).toBe(Code.BadRequest)
  })
})

describe("the operator's name in its own texts", () => {
  test('pages and notices say BRAND_NAME where they name the operator, and About claims no more than is true', async () => {
    const branded = await createTestServer({ config: { brandName: 'FichaBet' } })
    try {
      const about = await call<ContentPage>(
        branded.app,
        'index/get_contents',
        { key: 'about-us' },
        { lang: 'pt' },
      )
      expect(about.data.body).toContain('A FichaBet é uma plataforma')
      expect(about.data.body).not.toMatch(/Ficha\b/)
      expect(about.data.body).not.toContain('Todos os jogos da plataforma são títulos originais')
      expect(about.data.body).toContain('Os jogos de outros estúdios')
      const notices = await call<NoticePage>(
        branded.app,
        'index/get_msg',
        { page: 1, limit: 20 },
        { lang: 'pt' },
      )
      const texts = notices.data.list.map((notice) => `${notice.title} ${notice.body}`).join(' ')
      expect(texts).toContain('A equipe da FichaBet')
      expect(texts).not.toContain('Quatro')
    } finally {
      await branded.close()
    }
  })
})
