import type { Localized } from '../../db/localized'

/** The seeded notices (index/get_msg), newest first; `daysAgo` dates them relative to the first start. */
export interface NoticeText {
  daysAgo: number
  title: Localized
  body: Localized
}

export const NOTICES: NoticeText[] = [
  {
    daysAgo: 0,
    title: {
      zh: '我们的原创老虎机已上线',
      en: 'Our original slots are live',
      sw: 'Mashine zetu za asili ziko hewani',
      pt: 'Nossos slots originais estão no ar',
    },
    body: {
      zh: '我们自己的《热带水果》《法老宝藏》《桑巴之夜》和《金龙》现已开放。每款游戏的返还率（RTP）都在游戏说明中公布，每一局都可以用公开的种子自行验证。',
      en: "Our own Tropical Fruit, Pharaoh's Treasure, Samba Night and Golden Dragon are open. Each game shows its return to player (RTP) in its info, and every round can be checked with the revealed seeds.",
      sw: 'Michezo yetu wenyewe, Matunda ya Kitropiki, Hazina ya Farao, Usiku wa Samba na Joka la Dhahabu, iko wazi. Kila mchezo unaonyesha kiwango chake cha kurudisha kwa mchezaji (RTP) kwenye maelezo yake, na kila raundi inaweza kukaguliwa kwa mbegu zilizofichuliwa.',
      pt: 'Os nossos Fruta Tropical, Tesouro do Faraó, Noite do Samba e Dragão Dourado estão abertos. Cada jogo mostra o seu retorno ao jogador (RTP) nas informações, e cada rodada pode ser conferida com as sementes reveladas.',
    },
  },
  {
    daysAgo: 2,
    title: {
      zh: '安全提醒：请勿泄露验证码',
      en: 'Security reminder: never share your code',
      sw: 'Kumbusho la usalama: usitoe msimbo wako',
      pt: 'Aviso de segurança: nunca compartilhe o seu código',
    },
    body: {
      zh: '{{brand}} 的工作人员绝不会通过电话、短信或 Telegram 向您索要密码或验证码。收到此类请求请立即忽略，并通过官方客服链接向我们举报。',
      en: '{{brand}} staff will never ask for your password or a verification code by phone, SMS or Telegram. Ignore any such request and report it to us through the official customer service links.',
      sw: 'Wafanyakazi wa {{brand}} hawatakuomba kamwe nenosiri lako au msimbo wa uthibitisho kwa simu, SMS au Telegram. Puuza ombi lolote la aina hiyo na utuarifu kupitia viungo rasmi vya huduma kwa wateja.',
      pt: 'A equipe da {{brand}} nunca vai pedir a sua senha ou um código de verificação por telefone, SMS ou Telegram. Ignore qualquer pedido assim e denuncie pelos links oficiais de atendimento.',
    },
  },
  {
    daysAgo: 5,
    title: {
      zh: '支持 PIX 即时充值',
      en: 'Instant top-ups with PIX',
      sw: 'Kuweka pesa papo hapo kwa PIX',
      pt: 'Depósito na hora com PIX',
    },
    body: {
      zh: '现在可以使用 PIX 充值：复制付款码或扫描二维码，付款确认后余额立即到账。请在订单有效期内完成付款。',
      en: 'You can now top up with PIX: copy the payment code or scan the QR code, and your balance rises as soon as the payment is confirmed. Please pay before the order expires.',
      sw: 'Sasa unaweza kuweka pesa kwa PIX: nakili msimbo wa malipo au changanua msimbo wa QR, na salio lako linapanda mara malipo yanapothibitishwa. Tafadhali lipa kabla agizo halijaisha muda.',
      pt: 'Agora você pode depositar com PIX: copie o código copia e cola ou leia o QR code, e o saldo entra assim que o pagamento é confirmado. Pague antes de o pedido expirar.',
    },
  },
  {
    daysAgo: 9,
    title: {
      zh: '理性游戏，量力而行',
      en: 'Play responsibly',
      sw: 'Cheza kwa uwajibikaji',
      pt: 'Jogue com responsabilidade',
    },
    body: {
      zh: '游戏是娱乐，不是赚钱的方式。请只用闲置资金游戏，使用自动旋转时设置亏损上限。如需暂停，可随时在“个人中心 → 限额与暂停”中自行设置冷静期或自我排除，立即生效。本平台仅限 18 周岁以上用户。',
      en: 'Games are entertainment, not a way to earn money. Only play with money you can spare and set a loss limit when you use autoplay. If you need a break, take a cool-off or a self-exclusion yourself in Personal centre → Limits and breaks: it applies at once. Adults aged 18 and over only.',
      sw: 'Michezo ni burudani, si njia ya kupata pesa. Cheza tu kwa pesa unayoweza kuikosa na weka kikomo cha hasara unapotumia mzunguko wa kiotomatiki. Ukihitaji kupumzika, chukua mwenyewe mapumziko mafupi au kujitenga katika Kituo changu → Vikomo na mapumziko: inaanza mara moja. Watu wazima wa miaka 18 na zaidi tu.',
      pt: 'Jogo é diversão, não uma forma de ganhar dinheiro. Jogue só com dinheiro que pode perder e defina um limite de perda ao usar o giro automático. Se precisar de uma pausa, faça você mesmo uma pausa ou uma autoexclusão em Minha conta → Limites e pausas: vale na hora. Só para maiores de 18 anos.',
    },
  },
]
