import { payoutAccounts } from '@server/db/schema/money'
import { Code } from '@src/contract/codes'
import type { IsBankData, OrderData, PayoutAccount, PayoutAccountList } from '@src/contract/money'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { call, createPlayer, type Player, sharedServer } from '../helpers'
import { fund, PNG, setPayPassword, upload, withdrawCall } from './fixtures'

const given = sharedServer()

const post = <T>(player: Player, path: string, body?: unknown) =>
  call<T>(given.server.app, path, body, { token: player.token, lang: 'en' })

const BANK = {
  bankName: 'Banco do Brasil',
  realName: 'Maria da Silva',
  accountNumber: '12345-6',
  phone: '+5511987654321',
  branch: '1234-5',
  reservedPhone: '+5511912345678',
  memo: 'Conta corrente',
  virtual: false,
}

const CARD = {
  firstName: 'João',
  lastName: 'Souza',
  email: 'Joao.Souza@Example.com',
  phone: '+5511987654321',
  cpf: '123.456.789-09',
  pixKey: '(11) 98765-4321',
  pixKeyType: 'PHONE',
} as const

const error = (code: number, msg: string, data: unknown = null) => ({ code, data, msg })
const FORMAT = 'Format error.'
const STYLED =
  'Please write the name in plain letters, as on your ID: styled letters and symbols are not accepted.'

describe('index/is_bank', () => {
  test('tells whether the player has a receiving account and a withdrawal password', async () => {
    const player = await createPlayer(given.server.app)
    expect((await post<IsBankData>(player, 'index/is_bank')).data).toEqual({
      hasAccount: false,
      hasPayPassword: false,
      count: 0,
    })
    await post(player, 'index/add_bank', BANK)
    await setPayPassword(given.server, player.user.id)
    expect((await post<IsBankData>(player, 'index/is_bank')).data).toEqual({
      hasAccount: true,
      hasPayPassword: true,
      count: 1,
    })
    expect((await call(given.server.app, 'index/is_bank')).code).toBe(Code.SessionExpired)
  })
})

describe('index/add_bank', () => {
  test('adds a bank account and answers it masked', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await post<PayoutAccount>(player, 'index/add_bank', BANK)
    expect(answer.data).toEqual({
      id: expect.any(Number),
      kind: 'bank',
      bankName: 'Banco do Brasil',
      holder: 'Maria ***',
      number: '****45-6',
      pixKeyType: null,
      hasQrCode: false,
      createdAt: expect.any(String),
    })
  })

  test('adds a crypto wallet (virtual) with its payment QR code image', async () => {
    const player = await createPlayer(given.server.app)
    const qr = await upload(given.server.app, player.token, PNG)
    const answer = await post<PayoutAccount>(player, 'index/add_bank', {
      ...BANK,
      bankName: 'USDT-TRC20',
      accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      branch: '',
      qrCode: qr.data.id,
      virtual: true,
    })
    expect(answer.data).toMatchObject({ kind: 'crypto', number: '****bLSE', hasQrCode: true })
  })

  test.each([
    ['bankName', { bankName: '  ' }],
    ['realName', { realName: 'R2D2' }],
    ['accountNumber', { accountNumber: '12ab' }],
    ['accountNumber', { accountNumber: '12345', virtual: true }],
    ['branch', { branch: '12a' }],
    ['qrCode', { qrCode: 'f'.repeat(32) }],
  ])('a malformed %s: Format error.', async (field, change) => {
    const player = await createPlayer(given.server.app)
    expect(await post(player, 'index/add_bank', { ...BANK, ...change })).toEqual(
      error(Code.FormatError, FORMAT, { field }),
    )
    expect((await post<PayoutAccountList>(player, 'index/bank_list')).data.list).toEqual([])
  })

  test('a holder in styled look-alike letters is refused with its own message', async () => {
    const player = await createPlayer(given.server.app)
    expect(await post(player, 'index/add_bank', { ...BANK, realName: '𝐌𝐚𝐫𝐢𝐚 𝐝𝐚 𝐒𝐢𝐥𝐯𝐚' })).toEqual(
      error(Code.NameStyledLetters, STYLED, { field: 'realName' }),
    )
    expect((await post<PayoutAccountList>(player, 'index/bank_list')).data.list).toEqual([])
  })

  test.each([[{ phone: '11987654321' }], [{ reservedPhone: '+55123' }]])(
    'a phone that is not E.164 is refused (%o)',
    async (change) => {
      const player = await createPlayer(given.server.app)
      expect(await post(player, 'index/add_bank', { ...BANK, ...change })).toEqual(
        error(Code.PhoneInvalid, 'Please enter a valid phone number with its country code.'),
      )
    },
  )

  test('the same account twice is refused; at most 5 accounts', async () => {
    const player = await createPlayer(given.server.app)
    expect((await post(player, 'index/add_bank', BANK)).code).toBe(Code.Ok)
    expect(await post(player, 'index/add_bank', BANK)).toEqual(
      error(Code.PayoutAccountDuplicate, 'This receiving account has already been added.'),
    )
    for (const number of ['2000', '3000', '4000', '5000']) {
      expect((await post(player, 'index/add_bank', { ...BANK, accountNumber: number })).code).toBe(Code.Ok)
    }
    expect(await post(player, 'index/add_bank', { ...BANK, accountNumber: '6000' })).toEqual(
      error(Code.PayoutAccountLimit, 'You can add at most 5 receiving accounts.'),
    )
  })

  test('bad input: missing field, wrong type, too long memo', async () => {
    const player = await createPlayer(given.server.app)
    const { bankName: _, ...missing } = BANK
    for (const body of [missing, { ...BANK, virtual: 'no' }, { ...BANK, memo: 'x'.repeat(141) }]) {
      expect((await post(player, 'index/add_bank', body)).code).toBe(Code.BadRequest)
    }
  })
})

describe('index/bind_card', () => {
  test('binds a PIX card, the key stored in its canonical form and shown masked', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await post<PayoutAccount>(player, 'index/bind_card', CARD)
    expect(answer.data).toMatchObject({
      kind: 'pix',
      bankName: 'PIX',
      holder: 'João ***',
      number: '****4321',
      pixKeyType: 'PHONE',
    })
  })

  test('a holder typed with combining accents (iOS, macOS) is taken and stored as NFC', async () => {
    const player = await createPlayer(given.server.app)
    const answer = await post<PayoutAccount>(player, 'index/bind_card', {
      ...CARD,
      firstName: 'Joa\u0303o',
      lastName: 'Conceic\u0327a\u0303o',
    })
    expect(answer.code).toBe(Code.Ok)
    const [row] = await given.server.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, answer.data.id))
    expect(row?.holder).toBe('Jo\u00e3o Concei\u00e7\u00e3o')
  })

  test.each([
    ['CPF', '123.456.789-09'],
    ['CNPJ', '11.222.333/0001-81'],
    ['EMAIL', 'pix@example.com'],
    ['EVP', '123e4567-e12b-12d1-a456-426655440000'],
  ])('accepts a %s key', async (pixKeyType, pixKey) => {
    const player = await createPlayer(given.server.app)
    expect((await post(player, 'index/bind_card', { ...CARD, pixKeyType, pixKey })).code).toBe(Code.Ok)
  })

  test.each([
    [{ firstName: 'J' }, error(Code.FormatError, FORMAT, { field: 'firstName' })],
    [{ lastName: '42' }, error(Code.FormatError, FORMAT, { field: 'lastName' })],
    [{ lastName: 'Ｓｏｕｚａ' }, error(Code.NameStyledLetters, STYLED, { field: 'lastName' })],
    [{ email: 'joao@' }, error(Code.EmailInvalid, 'Please enter a valid e-mail address.')],
    [{ phone: '987' }, error(Code.PhoneInvalid, 'Please enter a valid phone number with its country code.')],
    [{ cpf: '123.456.789-08' }, error(Code.CpfInvalid, 'Please enter a valid CPF.')],
    [{ cpf: '111.111.111-11' }, error(Code.CpfInvalid, 'Please enter a valid CPF.')],
    [
      { pixKeyType: 'CPF', pixKey: '123.456.789-00' },
      error(Code.PixKeyInvalid, 'The PIX key is not a valid CPF key.'),
    ],
    [
      { pixKeyType: 'CNPJ', pixKey: '11.222.333/0001-80' },
      error(Code.PixKeyInvalid, 'The PIX key is not a valid CNPJ key.'),
    ],
    [
      { pixKeyType: 'PHONE', pixKey: '(11) 3456-7890' },
      error(Code.PixKeyInvalid, 'The PIX key is not a valid PHONE key.'),
    ],
    [
      { pixKeyType: 'EMAIL', pixKey: 'nobody' },
      error(Code.PixKeyInvalid, 'The PIX key is not a valid EMAIL key.'),
    ],
    [
      { pixKeyType: 'EVP', pixKey: 'not-a-uuid' },
      error(Code.PixKeyInvalid, 'The PIX key is not a valid EVP key.'),
    ],
  ])('%o is refused', async (change, expected) => {
    const player = await createPlayer(given.server.app)
    expect(await post(player, 'index/bind_card', { ...CARD, ...change })).toEqual(expected)
  })

  test('a PIX key needs only the holder, the CPF and the key: e-mail and phone may be left out', async () => {
    const player = await createPlayer(given.server.app)
    const { email: _email, phone: _phone, ...needed } = CARD
    const answer = await post<PayoutAccount>(player, 'index/bind_card', {
      ...needed,
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
    })
    expect(answer.data).toMatchObject({ kind: 'pix', pixKeyType: 'CPF', number: '****8909' })
  })

  test('an unknown key type is bad input', async () => {
    const player = await createPlayer(given.server.app)
    expect((await post(player, 'index/bind_card', { ...CARD, pixKeyType: 'IBAN' })).code).toBe(
      Code.BadRequest,
    )
  })
})

describe('index/bank_list and index/del_bank', () => {
  test('lists the player’s accounts oldest first, masked; another player sees none of them', async () => {
    const player = await createPlayer(given.server.app)
    await post(player, 'index/add_bank', BANK)
    await post(player, 'index/bind_card', CARD)
    const { list } = (await post<PayoutAccountList>(player, 'index/bank_list')).data
    expect(list.map((account) => [account.kind, account.number])).toEqual([
      ['bank', '****45-6'],
      ['pix', '****4321'],
    ])
    expect(JSON.stringify(list)).not.toContain('987654321')
    const other = await createPlayer(given.server.app)
    expect((await post<PayoutAccountList>(other, 'index/bank_list')).data.list).toEqual([])
    expect(await post(other, 'index/del_bank', { id: list[0]?.id })).toEqual(
      error(Code.PayoutAccountNotFound, 'This receiving account does not exist.'),
    )
  })

  test('deletes an account; one with an unpaid withdrawal cannot be deleted', async () => {
    const player = await createPlayer(given.server.app)
    const kept = (await post<PayoutAccount>(player, 'index/add_bank', BANK)).data
    const gone = (await post<PayoutAccount>(player, 'index/bind_card', CARD)).data
    await setPayPassword(given.server, player.user.id)
    await fund(given.server, player.user.id, 10_000)
    const withdrawal = await withdrawCall<OrderData>(given.server.app, player.token, 1_000, kept.id)
    expect(withdrawal.code).toBe(Code.Ok)
    expect(await post(player, 'index/del_bank', { id: kept.id })).toEqual(
      error(Code.PayoutAccountBusy, 'This account has a withdrawal in progress and cannot be deleted.'),
    )
    expect(await post(player, 'index/del_bank', { id: gone.id })).toEqual({
      code: Code.Ok,
      data: null,
      msg: 'Success',
    })
    expect(
      (await post<PayoutAccountList>(player, 'index/bank_list')).data.list.map((account) => account.id),
    ).toEqual([kept.id])
    expect((await post(player, 'index/del_bank', { id: gone.id })).code).toBe(Code.PayoutAccountNotFound)
    // Deleted, the same card can be bound again.
    expect((await post(player, 'index/bind_card', CARD)).code).toBe(Code.Ok)
  })
})
