import { paymentChannels } from '../db/schema/money'
import type { Seed } from './seed'

/** A placeholder: the operator puts the house's own wallet in the channel's instructions before going live. */
const USDT_ADDRESS = 'TFichaDemoWa11etAddressReplaceMe99'

/** Amount buttons shared by the channels, in centavos (R$ 20 to R$ 1 000). */
const PRESETS = [2_000, 5_000, 10_000, 20_000, 50_000, 100_000]

/** The three top-up channels of a fresh install; an existing channel (by slug) is left as the operator made it. */
export const seedChannels: Seed = async (db) => {
  await db
    .insert(paymentChannels)
    .values([
      {
        slug: 'pix',
        kind: 'pix',
        sort: 1,
        name: { zh: 'PIX', en: 'PIX', sw: 'PIX', pt: 'PIX' },
        instructions: {
          zh: '请在订单过期前用银行 App 扫描二维码或复制 PIX 码付款，金额须一致。到账后余额自动更新。',
          en: 'Scan the QR code or copy the PIX code into your bank app and pay the exact amount before the order expires. Your balance updates by itself.',
          sw: 'Changanua msimbo wa QR au nakili msimbo wa PIX kwenye programu ya benki yako, ulipe kiasi kamili kabla agizo halijaisha. Salio lako litasasishwa lenyewe.',
          pt: 'Escaneie o QR Code ou copie o código PIX no app do seu banco e pague o valor exato antes de o pedido expirar. O saldo é atualizado automaticamente.',
        },
        minAmount: 2_000,
        maxAmount: 5_000_000,
        presets: PRESETS,
        needsScreenshot: false,
      },
      {
        slug: 'bank-transfer',
        kind: 'bank',
        sort: 2,
        name: { zh: '银行转账', en: 'Bank transfer', sw: 'Uhamisho wa benki', pt: 'Transferência bancária' },
        instructions: {
          zh: '请转账至：Banco do Brasil (001)，支行 1234-5，账号 98765-4，收款人 Ficha Entretenimento Ltda。转账后上传转账截图。',
          en: 'Transfer to: Banco do Brasil (001), branch 1234-5, account 98765-4, Ficha Entretenimento Ltda. Then upload a screenshot of the transfer.',
          sw: 'Hamisha kwenda: Banco do Brasil (001), tawi 1234-5, akaunti 98765-4, Ficha Entretenimento Ltda. Kisha pakia picha ya skrini ya uhamisho.',
          pt: 'Transfira para: Banco do Brasil (001), agência 1234-5, conta 98765-4, Ficha Entretenimento Ltda. Depois envie o print da transferência.',
        },
        minAmount: 5_000,
        maxAmount: 5_000_000,
        presets: PRESETS.filter((amount) => amount >= 5_000),
        needsScreenshot: true,
      },
      {
        slug: 'usdt-trc20',
        kind: 'crypto',
        sort: 3,
        name: { zh: 'USDT (TRC20)', en: 'USDT (TRC20)', sw: 'USDT (TRC20)', pt: 'USDT (TRC20)' },
        instructions: {
          zh: `网络：TRON (TRC20)。地址：${USDT_ADDRESS}。仅发送 TRC20 网络的 USDT，按下单时的雷亚尔金额折算。转账后上传截图。`,
          en: `Network: TRON (TRC20). Address: ${USDT_ADDRESS}. Send USDT on TRC20 only, worth the amount in reais you entered. Then upload a screenshot of the transfer.`,
          sw: `Mtandao: TRON (TRC20). Anwani: ${USDT_ADDRESS}. Tuma USDT kwenye TRC20 pekee, yenye thamani ya kiasi cha reais ulichoweka. Kisha pakia picha ya skrini ya uhamisho.`,
          pt: `Rede: TRON (TRC20). Endereço: ${USDT_ADDRESS}. Envie apenas USDT na rede TRC20, no valor em reais informado. Depois envie o print da transferência.`,
        },
        minAmount: 10_000,
        maxAmount: 10_000_000,
        presets: PRESETS.filter((amount) => amount >= 10_000),
        needsScreenshot: true,
      },
    ])
    .onConflictDoNothing({ target: paymentChannels.slug })
}
