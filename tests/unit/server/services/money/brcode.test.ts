import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload'
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info'
import { brCodeAmount, buildBrCode, crc16 } from '@server/services/money/brcode'
import { describe, expect, it } from 'vitest'

/**
 * Banco Central's example of a static BR Code (Manual de Padrões para Iniciação do Pix, 'Exemplo de QR
 * Code estático'): EVP key, Fulano de Tal, BRASILIA, no amount, txid '***', CRC 1D3D.
 */
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

const BCB_INPUT = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Fulano de Tal',
  merchantCity: 'BRASILIA',
}

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc16('123456789')).toBe(0x29b1)
  })

  it('starts from 0xFFFF: the empty string keeps the initial value', () => {
    expect(crc16('')).toBe(0xffff)
  })

  it('matches the CRC of the Banco Central example, computed over the payload up to and including 6304', () => {
    const body = BCB_STATIC_EXAMPLE.slice(0, -4)
    expect(body.endsWith('6304')).toBe(true)
    expect(crc16(body)).toBe(0x1d3d)
  })
})

describe('buildBrCode', () => {
  it('reproduces the Banco Central static example character for character', () => {
    expect(buildBrCode(BCB_INPUT)).toBe(BCB_STATIC_EXAMPLE)
  })

  it('writes the amount in reais with a dot and two decimals, and the txid in 62-05', () => {
    const code = buildBrCode({ ...BCB_INPUT, amount: 12345, txid: 'ORDER42' })
    expect(code).toContain('5406123.45')
    expect(code).toContain('62110507ORDER42')
    expect(code).toMatch(/6304[0-9A-F]{4}$/)
  })

  it('agrees with @brazilian-utils, an independent implementation, for a CPF key with an amount', () => {
    const ours = buildBrCode({
      key: '12345678909',
      merchantName: 'Fulano de Tal',
      merchantCity: 'Brasília',
      amount: 12345,
      txid: 'ABC123',
    })
    const theirs = generatePixPayload({
      key: '123.456.789-09',
      merchantName: 'Fulano de Tal',
      merchantCity: 'Brasília',
      amount: 123.45,
      txid: 'ABC123',
    })
    expect(ours).toBe(theirs)
  })

  it('parses back with its fields and a valid CRC', () => {
    const code = buildBrCode({
      key: 'pix@ficha.example',
      merchantName: 'Ficha Entretenimento Ltda com um nome longo',
      merchantCity: 'São Paulo',
      mcc: '7995',
      amount: 5000,
      txid: 'A'.repeat(25),
    })
    expect(code).toContain('52047995')
    expect(getPixPayloadInfo(code)).toEqual({
      key: 'pix@ficha.example',
      merchantName: 'Ficha Entretenimento Ltda',
      merchantCity: 'Sao Paulo',
      amount: 50,
      txid: 'A'.repeat(25),
      pointOfInitiation: 'static',
    })
  })

  it('refuses what the BR Code cannot carry', () => {
    expect(() => buildBrCode({ ...BCB_INPUT, txid: 'has-dash' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...BCB_INPUT, txid: 'A'.repeat(26) })).toThrow(RangeError)
    expect(() => buildBrCode({ ...BCB_INPUT, mcc: '12' })).toThrow(RangeError)
    expect(() => buildBrCode({ ...BCB_INPUT, amount: 0 })).toThrow(RangeError)
    expect(() => buildBrCode({ ...BCB_INPUT, merchantName: '   ' })).toThrow(RangeError)
  })
})

describe('brCodeAmount', () => {
  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [123456, '1234.56'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i centavos -> %s', (centavos, text) => {
    expect(brCodeAmount(centavos)).toBe(text)
  })
})
