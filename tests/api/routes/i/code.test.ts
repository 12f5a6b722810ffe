import { Code } from '@src/contract/codes'
import type { Envelope } from '@src/contract/envelope'
import type { InviteLinks } from '@src/contract/rewards'
import { describe, expect, test } from 'vitest'
import { createPlayer, createTestServer, sharedServer } from '../../helpers'

const given = sharedServer(() => createTestServer({ config: { publicUrl: 'https://ficha.example' } }))

describe('the short invite address /i/CODE', () => {
  test('get_links answers it in the inviter’s language, and it redirects (302) to the sign-up with the code in that language', async () => {
    const player = await createPlayer(given.server.app)
    const links = (
      await given.server.app.inject({
        method: 'GET',
        url: '/api/index/get_links',
        headers: { token: player.token, vuelang: 'pt' },
      })
    ).json() as Envelope<InviteLinks>
    expect(links.code).toBe(Code.Ok)
    const code = player.user.invitationCode
    expect(links.data).toEqual({ code, link: `https://ficha.example/i/${code}?lang=pt` })

    const response = await given.server.app.inject({ method: 'GET', url: `/i/${code}?lang=pt` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`../?lang=pt#/pages/jogos/login?code=${code}`)
    expect(new URL(response.headers.location as string, `https://ficha.example/i/${code}`).href).toBe(
      `https://ficha.example/?lang=pt#/pages/jogos/login?code=${code}`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
  })

  test('an address without a language, or with one Ficha does not speak, lands in the visitor’s own', async () => {
    const code = (await createPlayer(given.server.app)).user.invitationCode
    for (const query of ['', '?lang=fr', '?lang=%22%3E']) {
      const response = await given.server.app.inject({ method: 'GET', url: `/i/${code}${query}` })
      expect(response.headers.location).toBe(`../#/pages/jogos/login?code=${code}`)
    }
  })

  test('redirects with the code alone when no language is given', async () => {
    const code = (await createPlayer(given.server.app)).user.invitationCode
    const response = await given.server.app.inject({ method: 'GET', url: `/i/${code}` })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe(`../#/pages/jogos/login?code=${code}`)
  })

  test('a code typed in lower case still finds its player', async () => {
    const player = await createPlayer(given.server.app)
    const code = player.user.invitationCode
    const response = await given.server.app.inject({ method: 'GET', url: `/i/${code.toLowerCase()}` })
    expect(response.headers.location).toBe(`../#/pages/jogos/login?code=${code}`)
  })

  test('an unknown code lands on the sign-up without it', async () => {
    const response = await given.server.app.inject({ method: 'GET', url: '/i/NOSUCH99' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('../#/pages/jogos/login?mode=register')
  })
})
