import type { Localized } from '../../../services/localized'

/** The seeded long texts (index/get_contents). Plain text; paragraphs separated by a blank line. */
export interface PageText {
  key: string
  title: Localized
  body: Localized
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n')

export const aboutUs: PageText = {
  key: 'about-us',
  title: { zh: '关于我们', en: 'About us', sw: 'Kuhusu sisi', pt: 'Sobre nós' },
  body: {
    zh: p(
      'Ficha 是一个为手机打造的娱乐平台，名字来自葡萄牙语中的“筹码”。我们希望在最慢的网络、最小的屏幕上，也能让每一位玩家顺畅、安心地游戏。',
      '平台上的每一款游戏都由我们自己原创设计。每一局的结果都由可验证的公平算法生成：我们在开局前公开服务器种子的哈希值，您可以设置自己的客户端种子，并在种子更换后自行验证任何一局的结果。运营方无法决定任何一局的输赢。',
      '所有金额均以巴西雷亚尔计价，每一笔充值、提现、转换和投注都记录在复式账本中，余额永远不会出现凭空增减。',
      '游戏应当是娱乐而非负担。本平台仅面向年满 18 周岁的用户。如果您觉得自己需要休息，可以随时在“个人中心 → 限额与暂停”中自行设置限额、冷静期或自我排除，立即生效，无需联系客服。',
      '如有任何问题，请通过 Telegram 频道或客服链接与我们联系，我们会尽快回复。',
    ),
    en: p(
      'Ficha is an entertainment platform built for the phone; the name is Portuguese for a casino chip. We want every player to play smoothly and with peace of mind, even on the slowest network and the smallest screen.',
      'Every game on the platform is an original title designed by us. The outcome of each round comes from a provably fair algorithm: we publish the hash of the server seed before you play, you may set your own client seed, and after the seed is rotated you can check any past round yourself. The operator cannot decide who wins a round.',
      'All amounts are in Brazilian reals, and every top-up, withdrawal, conversion and bet is recorded in a double-entry ledger, so no balance ever changes without a reason.',
      'Games should be fun, never a burden. The platform is for adults aged 18 and over only. If you feel you need a break, set a limit, a cool-off or a self-exclusion yourself at any time in Personal centre → Limits and breaks: it applies at once, with no need to ask customer service.',
      'If you have any question, reach us through our Telegram channel or the customer service links; we answer as quickly as we can.',
    ),
    sw: p(
      'Ficha ni jukwaa la burudani lililojengwa kwa ajili ya simu; jina lake ni neno la Kireno linalomaanisha kibao cha kuchezea kasino. Tunataka kila mchezaji acheze kwa urahisi na kwa amani, hata kwenye mtandao wa polepole na skrini ndogo kabisa.',
      'Kila mchezo kwenye jukwaa ni wa asili, umebuniwa na sisi wenyewe. Matokeo ya kila raundi yanatokana na algorithimu ya haki inayoweza kuthibitishwa: tunachapisha hashi ya mbegu ya seva kabla hujacheza, unaweza kuweka mbegu yako mwenyewe, na baada ya mbegu kubadilishwa unaweza kukagua raundi yoyote iliyopita. Mwendeshaji hawezi kuamua nani atashinda raundi.',
      'Kiasi chote kiko katika reali za Brazil, na kila kuweka pesa, kutoa pesa, kubadilisha salio na dau vinarekodiwa katika leja ya pande mbili, hivyo hakuna salio linalobadilika bila sababu.',
      'Michezo inapaswa kuwa burudani, si mzigo. Jukwaa hili ni kwa watu wazima wenye umri wa miaka 18 na zaidi tu. Ukihisi unahitaji kupumzika, weka mwenyewe kikomo, mapumziko mafupi au kujitenga wakati wowote katika Kituo changu → Vikomo na mapumziko: inaanza mara moja, bila kuomba huduma kwa wateja.',
      'Ukiwa na swali lolote, wasiliana nasi kupitia chaneli yetu ya Telegram au viungo vya huduma kwa wateja; tunajibu haraka iwezekanavyo.',
    ),
    pt: p(
      'A Ficha é uma plataforma de entretenimento feita para o celular. Queremos que cada jogador jogue com fluidez e tranquilidade, mesmo na rede mais lenta e na menor tela.',
      'Todos os jogos da plataforma são títulos originais criados por nós. O resultado de cada rodada vem de um algoritmo comprovadamente justo: publicamos o hash da semente do servidor antes de você jogar, você pode definir a sua própria semente de cliente e, depois da troca de semente, pode conferir qualquer rodada passada. O operador não tem como decidir quem ganha uma rodada.',
      'Todos os valores são em reais, e cada depósito, saque, conversão e aposta fica registrado num livro-razão de partidas dobradas: nenhum saldo muda sem motivo.',
      'Jogar deve ser diversão, nunca um peso. A plataforma é só para maiores de 18 anos. Se sentir que precisa de uma pausa, defina você mesmo um limite, uma pausa ou uma autoexclusão a qualquer momento em Minha conta → Limites e pausas: vale na hora, sem precisar falar com o atendimento.',
      'Se tiver qualquer dúvida, fale com a gente pelo canal do Telegram ou pelos links de atendimento; respondemos o mais rápido possível.',
    ),
  },
}

export const privacy: PageText = {
  key: 'privacy',
  title: { zh: '隐私政策', en: 'Privacy Policy', sw: 'Sera ya Faragha', pt: 'Política de Privacidade' },
  body: {
    zh: p(
      '本政策说明 Ficha 收集哪些个人信息、为什么收集、如何保护，以及您拥有的权利。',
      '我们收集的信息：您的手机号码（即您的用户名）；经过加密哈希处理的登录密码和提现密码（我们无法看到明文）；充值、提现、转换和游戏记录；您添加的收款账户信息；以及用于账户安全的登录时间、IP 地址和设备信息。',
      '在法律要求核实身份的地区（在巴西，依据第 14.790/2023 号法律）：您的 CPF、全名和出生日期，用于核实您的身份和年满 18 周岁、确保一人一个账户，并且只接受来自您 CPF 名下账户的付款、只向这些账户付款。',
      '我们的用途：创建和保护您的账户，发送验证码，处理充值和提现，计算活动奖励和 VIP 等级，防止欺诈和滥用，以及遵守法律义务。我们不会出售您的个人信息。',
      '信息共享：仅在必要时与支付服务商（处理您的充值和提现）、短信服务商（发送验证码）以及依法要求的主管机关共享。',
      '保存期限：账户存续期间我们会保存您的信息；账户关闭后，交易记录会按照法律要求的期限保存，其余信息将被删除或匿名化。',
      '您的权利：根据巴西《通用数据保护法》（LGPD）等法律，您可以查询、更正、导出或删除您的个人信息，也可以撤回同意。请通过客服联系我们行使这些权利。',
      '安全：通信全程加密，密码只以哈希形式保存，会话令牌可随时撤销。请勿向任何人透露您的密码或验证码，工作人员绝不会向您索要。',
      '本政策如有更新，我们会在公告中通知，更新后的版本自发布之日起生效。',
    ),
    en: p(
      'This policy explains which personal data Ficha collects, why, how we protect it and what rights you have.',
      'What we collect: your phone number (your username); your login and withdrawal passwords, stored only as cryptographic hashes that we cannot read; your top-up, withdrawal, conversion and game records; the receiving accounts you add; and, for your account security, login times, IP addresses and device information.',
      'Where the law requires an identity check (in Brazil, Law 14.790/2023): your CPF, full name and date of birth, to verify who you are and that you are 18 or over, to keep one account per person, and to take payments from and pay out to accounts under your CPF only.',
      'Why: to create and protect your account, send verification codes, process top-ups and withdrawals, work out event rewards and VIP levels, prevent fraud and abuse, and meet our legal obligations. We never sell your personal data.',
      'Sharing: only where needed, with payment providers (to process your top-ups and withdrawals), the SMS provider (to send your codes) and authorities when the law requires it.',
      'Retention: we keep your data while your account is open. After it is closed, transaction records are kept for the period the law requires; everything else is deleted or anonymised.',
      "Your rights: under Brazil's General Data Protection Law (LGPD) and similar laws, you may access, correct, export or delete your personal data and withdraw your consent. Contact customer service to use these rights.",
      'Security: connections are encrypted, passwords are stored only as hashes, and sessions can be revoked at any time. Never share your password or a verification code with anyone; our staff will never ask for them.',
      'When this policy changes we announce it in the notices; the new version applies from the day it is published.',
    ),
    sw: p(
      'Sera hii inaeleza ni taarifa gani binafsi Ficha inakusanya, kwa nini, jinsi tunavyozilinda na haki ulizo nazo.',
      'Tunachokusanya: nambari yako ya simu (jina lako la mtumiaji); nenosiri lako la kuingia na la kutoa pesa, vinavyohifadhiwa kama hashi za kisiri ambazo hatuwezi kusoma; rekodi zako za kuweka pesa, kutoa pesa, kubadilisha salio na michezo; akaunti za kupokea pesa unazoongeza; na, kwa usalama wa akaunti yako, nyakati za kuingia, anwani za IP na taarifa za kifaa.',
      'Pale sheria inapotaka utambulisho uthibitishwe (nchini Brazil, Sheria 14.790/2023): CPF yako, jina lako kamili na tarehe yako ya kuzaliwa, ili kuthibitisha wewe ni nani na kwamba una miaka 18 au zaidi, kuweka akaunti moja kwa kila mtu, na kupokea malipo kutoka na kulipa kwa akaunti zilizo chini ya CPF yako tu.',
      'Kwa nini: kuunda na kulinda akaunti yako, kutuma misimbo ya uthibitisho, kushughulikia kuweka na kutoa pesa, kukokotoa zawadi za matukio na viwango vya VIP, kuzuia udanganyifu na matumizi mabaya, na kutimiza wajibu wetu wa kisheria. Hatuuzi kamwe taarifa zako binafsi.',
      'Kushiriki: pale tu inapohitajika, na watoa huduma za malipo (kushughulikia kuweka na kutoa pesa), mtoa huduma wa SMS (kutuma misimbo yako) na mamlaka sheria inapotaka hivyo.',
      'Muda wa kuhifadhi: tunahifadhi taarifa zako wakati akaunti yako iko wazi. Baada ya kufungwa, rekodi za miamala zinahifadhiwa kwa muda unaotakiwa na sheria; nyingine zote zinafutwa au kufanywa zisitambulike.',
      'Haki zako: chini ya Sheria ya Jumla ya Ulinzi wa Data ya Brazil (LGPD) na sheria zinazofanana, unaweza kuona, kusahihisha, kuhamisha au kufuta taarifa zako binafsi na kuondoa ridhaa yako. Wasiliana na huduma kwa wateja kutumia haki hizi.',
      'Usalama: mawasiliano yamesimbwa, manenosiri yanahifadhiwa kama hashi tu, na vipindi vya kuingia vinaweza kufutwa wakati wowote. Usimpe mtu yeyote nenosiri lako au msimbo wa uthibitisho; wafanyakazi wetu hawatakuomba kamwe.',
      'Sera hii ikibadilika tutatangaza kwenye matangazo; toleo jipya linaanza kutumika siku linapochapishwa.',
    ),
    pt: p(
      'Esta política explica quais dados pessoais a Ficha coleta, por quê, como os protegemos e quais são os seus direitos.',
      'O que coletamos: o seu número de celular (o seu nome de usuário); as suas senhas de acesso e de saque, guardadas apenas como hashes criptográficos que não conseguimos ler; os seus registros de depósito, saque, conversão e jogo; as contas de recebimento que você cadastrar; e, para a segurança da conta, horários de acesso, endereços IP e dados do aparelho.',
      'Onde a lei exige a verificação de identidade (no Brasil, Lei 14.790/2023): o seu CPF, nome completo e data de nascimento, para confirmar quem você é e que tem 18 anos ou mais, manter uma conta por pessoa e receber pagamentos de e pagar para contas no seu CPF apenas.',
      'Para quê: criar e proteger a sua conta, enviar códigos de verificação, processar depósitos e saques, calcular prêmios de eventos e níveis VIP, prevenir fraudes e abusos e cumprir obrigações legais. Nunca vendemos os seus dados pessoais.',
      'Compartilhamento: só quando necessário, com provedores de pagamento (para processar depósitos e saques), com o provedor de SMS (para enviar os códigos) e com autoridades quando a lei exigir.',
      'Retenção: guardamos os seus dados enquanto a conta estiver aberta. Depois do encerramento, os registros de transações ficam guardados pelo prazo exigido por lei; o resto é apagado ou anonimizado.',
      'Os seus direitos: pela Lei Geral de Proteção de Dados (LGPD), você pode acessar, corrigir, exportar ou excluir os seus dados pessoais e revogar o consentimento. Fale com o atendimento para exercer esses direitos.',
      'Segurança: as conexões são criptografadas, as senhas ficam guardadas só como hash e as sessões podem ser encerradas a qualquer momento. Nunca compartilhe a sua senha nem um código de verificação; a nossa equipe nunca vai pedi-los.',
      'Quando esta política mudar, avisaremos nos comunicados; a nova versão vale a partir da data de publicação.',
    ),
  },
}

export const userAgreement: PageText = {
  key: 'user-agreement',
  title: { zh: '用户协议', en: 'User Agreement', sw: 'Makubaliano ya Mtumiaji', pt: 'Termos de Uso' },
  body: {
    zh: p(
      '注册或使用 Ficha 即表示您同意本协议。请仔细阅读。',
      '1. 资格：您必须年满 18 周岁，并且所在地区的法律允许您参与在线游戏。每人只能拥有一个账户，并须使用本人真实的手机号码注册。',
      '2. 账户安全：请妥善保管您的登录密码、提现密码和验证码。通过您的账户进行的操作视为您本人的操作。如发现账户异常，请立即联系客服。',
      '3. 资金：所有金额以巴西雷亚尔计价。充值在确认到账后计入钱包余额；游戏前需将资金从钱包转换到游戏余额。提现只能转入您本人名下的收款账户，并须遵守最低金额、单笔上限和每日次数等限制。',
      '4. 活动与奖励：奖励按照各活动页面公布的规则发放，可能附带流水要求，达到要求前奖励资金不可提现。以欺诈或多账户方式获取的奖励将被取消。',
      '5. 公平游戏：每局结果由可验证的公平算法生成。禁止使用外挂、机器人、漏洞或任何干扰平台的行为。',
      '6. 账户的暂停与关闭：如违反本协议，我们可以暂停或关闭账户，合法余额将在核实后退还。您也可以随时申请关闭账户或暂时自我限制。',
      '7. 协议变更：我们可能更新本协议，并在公告中通知。变更后继续使用即表示您接受新的协议。',
    ),
    en: p(
      'By registering or using Ficha you agree to this agreement. Please read it carefully.',
      '1. Eligibility: you must be 18 or older and allowed by the law where you live to take part in online games. Each person may hold only one account, registered with their own real mobile phone number.',
      '2. Account security: keep your login password, withdrawal password and verification codes to yourself. Actions taken through your account count as your own. If you notice anything unusual, contact customer service at once.',
      '3. Money: all amounts are in Brazilian reals. A top-up is added to your wallet balance once it is confirmed; convert money from the wallet to the game balance to play. Withdrawals go only to receiving accounts in your own name and follow the minimum amount, the single withdrawal limit and the daily count of your level.',
      '4. Events and rewards: rewards are paid by the rules published on each event page and may carry a wagering requirement; until it is met, reward money cannot be withdrawn. Rewards obtained by fraud or through several accounts are cancelled.',
      '5. Fair play: each round is decided by a provably fair algorithm. Cheating software, bots, exploiting faults or anything that interferes with the platform is forbidden.',
      '6. Suspension and closure: if this agreement is broken we may suspend or close the account; legitimate balances are returned after checking. You may also ask to close your account or to limit yourself for a while at any time.',
      '7. Changes: we may update this agreement and will announce it in the notices. Using the platform after a change means you accept the new version.',
    ),
    sw: p(
      'Kwa kujisajili au kutumia Ficha unakubali makubaliano haya. Tafadhali yasome kwa makini.',
      '1. Sifa: lazima uwe na umri wa miaka 18 au zaidi na sheria ya mahali unapoishi ikuruhusu kushiriki michezo ya mtandaoni. Kila mtu anaweza kuwa na akaunti moja tu, iliyosajiliwa kwa nambari yake halisi ya simu.',
      '2. Usalama wa akaunti: tunza nenosiri lako la kuingia, nenosiri la kutoa pesa na misimbo ya uthibitisho. Vitendo vinavyofanywa kupitia akaunti yako vinahesabiwa kuwa vyako. Ukiona jambo lisilo la kawaida, wasiliana na huduma kwa wateja mara moja.',
      '3. Pesa: kiasi chote kiko katika reali za Brazil. Pesa uliyoweka inaongezwa kwenye salio la pochi baada ya kuthibitishwa; badilisha pesa kutoka pochi kwenda salio la michezo ili kucheza. Pesa inayotolewa inaenda kwenye akaunti za kupokea zilizo kwa jina lako tu na inafuata kiwango cha chini, kikomo cha kila utoaji na idadi ya kila siku ya kiwango chako.',
      '4. Matukio na zawadi: zawadi zinalipwa kwa kanuni zilizochapishwa kwenye ukurasa wa kila tukio na zinaweza kuwa na sharti la kucheza; hadi sharti litimizwe, pesa ya zawadi haiwezi kutolewa. Zawadi zilizopatikana kwa udanganyifu au kupitia akaunti kadhaa zinafutwa.',
      '5. Mchezo wa haki: kila raundi inaamuliwa na algorithimu ya haki inayoweza kuthibitishwa. Programu za udanganyifu, roboti, kutumia hitilafu au chochote kinachoingilia jukwaa ni marufuku.',
      '6. Kusimamishwa na kufungwa: makubaliano haya yakivunjwa tunaweza kusimamisha au kufunga akaunti; salio halali hurejeshwa baada ya ukaguzi. Unaweza pia kuomba kufunga akaunti yako au kujiwekea kikomo kwa muda wakati wowote.',
      '7. Mabadiliko: tunaweza kusasisha makubaliano haya na tutatangaza kwenye matangazo. Kuendelea kutumia jukwaa baada ya mabadiliko kunamaanisha unakubali toleo jipya.',
    ),
    pt: p(
      'Ao se cadastrar ou usar a Ficha, você concorda com estes termos. Leia com atenção.',
      '1. Quem pode jogar: é preciso ter 18 anos ou mais e que a lei do lugar onde você mora permita participar de jogos online. Cada pessoa pode ter uma única conta, cadastrada com o seu próprio número de celular.',
      '2. Segurança da conta: guarde só para você a senha de acesso, a senha de saque e os códigos de verificação. O que for feito pela sua conta conta como feito por você. Se notar algo estranho, fale com o atendimento imediatamente.',
      '3. Dinheiro: todos os valores são em reais. Um depósito entra no saldo da carteira depois de confirmado; para jogar, converta dinheiro da carteira para o saldo de jogo. Saques vão só para contas de recebimento no seu nome e seguem o valor mínimo, o limite por saque e a quantidade diária do seu nível.',
      '4. Eventos e prêmios: os prêmios são pagos pelas regras publicadas na página de cada evento e podem ter exigência de rollover; até cumpri-la, o dinheiro do prêmio não pode ser sacado. Prêmios obtidos por fraude ou com várias contas são cancelados.',
      '5. Jogo justo: cada rodada é decidida por um algoritmo comprovadamente justo. É proibido usar programas de trapaça, robôs, explorar falhas ou qualquer coisa que interfira na plataforma.',
      '6. Suspensão e encerramento: se estes termos forem descumpridos, podemos suspender ou encerrar a conta; saldos legítimos são devolvidos após verificação. Você também pode pedir a qualquer momento para encerrar a conta ou se autolimitar por um tempo.',
      '7. Alterações: podemos atualizar estes termos e avisaremos nos comunicados. Continuar usando a plataforma depois de uma alteração significa aceitar a nova versão.',
    ),
  },
}

export const telegram: PageText = {
  key: 'telegram',
  title: { zh: 'Telegram 频道', en: 'Telegram channel', sw: 'Chaneli ya Telegram', pt: 'Canal no Telegram' },
  body: {
    zh: p(
      '加入 Ficha 官方 Telegram 频道，第一时间获取新游戏上线、活动规则更新和维护通知。',
      '在频道中您也可以找到客服入口，遇到充值、提现或账户问题时随时联系我们。',
      '请认准本页面提供的官方链接。任何自称工作人员并向您索要密码、验证码或要求您转账的人都是骗子。',
    ),
    en: p(
      "Join Ficha's official Telegram channel to be the first to hear about new games, changes to event rules and maintenance windows.",
      'The channel also leads to customer service whenever you have a question about a top-up, a withdrawal or your account.',
      'Only trust the official link on this page. Anyone who claims to be staff and asks for your password or a code, or asks you to send money, is a scammer.',
    ),
    sw: p(
      'Jiunge na chaneli rasmi ya Telegram ya Ficha ili uwe wa kwanza kusikia kuhusu michezo mipya, mabadiliko ya kanuni za matukio na nyakati za matengenezo.',
      'Chaneli pia inakuelekeza kwa huduma kwa wateja wakati wowote ukiwa na swali kuhusu kuweka pesa, kutoa pesa au akaunti yako.',
      'Amini kiungo rasmi kilicho kwenye ukurasa huu pekee. Mtu yeyote anayejidai kuwa mfanyakazi na kukuomba nenosiri au msimbo, au kukuomba utume pesa, ni tapeli.',
    ),
    pt: p(
      'Entre no canal oficial da Ficha no Telegram para saber antes de todo mundo dos jogos novos, das mudanças nas regras dos eventos e das janelas de manutenção.',
      'Pelo canal você também chega ao atendimento sempre que tiver uma dúvida sobre depósito, saque ou a sua conta.',
      'Confie só no link oficial desta página. Quem disser ser da equipe e pedir a sua senha ou um código, ou pedir que você transfira dinheiro, é golpista.',
    ),
  },
}

export const firstDeposit: PageText = {
  key: 'first-deposit',
  title: {
    zh: '首充奖励',
    en: 'First deposit bonus',
    sw: 'Bonasi ya kuweka pesa mara ya kwanza',
    pt: 'Bônus de primeiro depósito',
  },
  body: {
    zh: p(
      '您在 Ficha 的第一笔充值超过 R$ 50 时，可获得最高 20% 的奖励。',
      '奖励比例按充值金额分档，充值越多比例越高，具体档位见活动页面的表格。奖励在充值确认到账后自动发放到您的账户，每位玩家仅限一次。',
      '奖励资金可能附带流水要求，达到要求后方可提现。每人、每部设备、每个收款账户仅限参加一次。',
    ),
    en: p(
      'Make your first top-up at Ficha above R$ 50 and earn a bonus of up to 20%.',
      'The rate depends on the amount, in tiers: the more you top up, the higher the rate; the tiers are shown in the table on the event page. The bonus is credited automatically once your top-up is confirmed, once per player.',
      'Bonus money may carry a wagering requirement that must be met before it can be withdrawn. One bonus per person, device and receiving account.',
    ),
    sw: p(
      'Weka pesa kwa mara ya kwanza kwenye Ficha zaidi ya R$ 50 upate bonasi ya hadi 20%.',
      'Kiwango kinategemea kiasi, kwa ngazi: kadiri unavyoweka zaidi, ndivyo kiwango kinavyopanda; ngazi zinaonyeshwa kwenye jedwali la ukurasa wa tukio. Bonasi inaongezwa yenyewe baada ya pesa yako kuthibitishwa, mara moja kwa kila mchezaji.',
      'Pesa ya bonasi inaweza kuwa na sharti la kucheza linalopaswa kutimizwa kabla ya kutolewa. Bonasi moja kwa kila mtu, kifaa na akaunti ya kupokea.',
    ),
    pt: p(
      'Faça o seu primeiro depósito na Ficha acima de R$ 50,00 e ganhe um bônus de até 20%.',
      'A porcentagem depende do valor, por faixas: quanto mais você deposita, maior a porcentagem; as faixas estão na tabela da página do evento. O bônus é creditado automaticamente assim que o depósito é confirmado, uma única vez por jogador.',
      'O dinheiro do bônus pode ter exigência de rollover, que precisa ser cumprida antes do saque. Um bônus por pessoa, aparelho e conta de recebimento.',
    ),
  },
}

export const rechargeCashback: PageText = {
  key: 'recharge-cashback',
  title: {
    zh: '充值返现',
    en: 'Recharge Cash Back',
    sw: 'Kurudishiwa pesa unapoweka',
    pt: 'Cashback de recarga',
  },
  body: {
    zh: p(
      '首充之后，每笔超过 R$ 50 的充值都可获得最高 10% 的返现，每天最多 6 次。',
      '返现比例按充值金额分档，具体档位见活动页面的表格。返现在充值确认到账后自动发放；当天的次数在巴西利亚时间午夜重置。',
      '返现资金可能附带流水要求，达到要求后方可提现。',
    ),
    en: p(
      'After your first top-up, every top-up above R$ 50 earns cash back of up to 10%, up to 6 times a day.',
      'The rate depends on the amount, in tiers shown in the table on the event page. Cash back is credited automatically once the top-up is confirmed; the daily count starts again at midnight, Brasília time.',
      'Cash back money may carry a wagering requirement that must be met before it can be withdrawn.',
    ),
    sw: p(
      'Baada ya kuweka pesa kwa mara ya kwanza, kila unapoweka zaidi ya R$ 50 unarudishiwa hadi 10%, hadi mara 6 kwa siku.',
      'Kiwango kinategemea kiasi, kwa ngazi zinazoonyeshwa kwenye jedwali la ukurasa wa tukio. Pesa inayorudishwa inaongezwa yenyewe baada ya pesa uliyoweka kuthibitishwa; hesabu ya kila siku inaanza upya saa sita usiku, saa za Brasília.',
      'Pesa inayorudishwa inaweza kuwa na sharti la kucheza linalopaswa kutimizwa kabla ya kutolewa.',
    ),
    pt: p(
      'Depois do primeiro depósito, cada depósito acima de R$ 50,00 dá cashback de até 10%, até 6 vezes por dia.',
      'A porcentagem depende do valor, pelas faixas da tabela na página do evento. O cashback é creditado automaticamente assim que o depósito é confirmado; a contagem diária recomeça à meia-noite, horário de Brasília.',
      'O dinheiro do cashback pode ter exigência de rollover, que precisa ser cumprida antes do saque.',
    ),
  },
}

export const partnerSalary: PageText = {
  key: 'partner-salary',
  title: {
    zh: '合伙人周薪',
    en: 'Partner weekly salary',
    sw: 'Mshahara wa kila wiki wa mshirika',
    pt: 'Salário semanal de parceiro',
  },
  body: {
    zh: p(
      '成为 Ficha 合伙人：邀请好友加入，组建您的三级团队，每周一领取上一周的薪水。',
      '周薪按团队上一周的活跃度分档发放（有效充值人数和团队流水），档位见活动页面的表格；粉丝规模的参考值为 10000。',
      '每邀请一位有效充值的好友，您还可获得最高 R$ 20 的推荐奖励。邀请码和邀请链接在“邀请”页面。',
    ),
    en: p(
      "Become a Ficha partner: invite friends, build your team of three levels and collect the previous week's salary every Monday.",
      "The salary follows your team's activity in the previous week (players who topped up and the team's bets), in the tiers shown in the table on the event page; the fan-base reference is 10000.",
      'You also earn a referral reward of up to R$ 20 for each invited friend who tops up. Your invitation code and link are on the Invite page.',
    ),
    sw: p(
      'Kuwa mshirika wa Ficha: alika marafiki, jenga timu yako ya ngazi tatu na upokee mshahara wa wiki iliyopita kila Jumatatu.',
      'Mshahara unafuata shughuli za timu yako wiki iliyopita (wachezaji walioweka pesa na dau za timu), kwa ngazi zinazoonyeshwa kwenye jedwali la ukurasa wa tukio; kipimo cha idadi ya mashabiki ni 10000.',
      'Pia unapata zawadi ya rufaa ya hadi R$ 20 kwa kila rafiki uliyemwalika anayeweka pesa. Msimbo na kiungo chako cha mwaliko viko kwenye ukurasa wa Alika.',
    ),
    pt: p(
      'Seja parceiro da Ficha: convide amigos, monte a sua equipe de três níveis e receba toda segunda-feira o salário da semana anterior.',
      'O salário acompanha a atividade da sua equipe na semana anterior (jogadores que depositaram e apostas da equipe), pelas faixas da tabela na página do evento; a referência de base de fãs é 10000.',
      'Você também ganha um prêmio de indicação de até R$ 20,00 por amigo convidado que depositar. O seu código e link de convite estão na página Convidar.',
    ),
  },
}

/** Every page the seed writes, in one list. */
export const PAGES: PageText[] = [
  aboutUs,
  privacy,
  userAgreement,
  telegram,
  firstDeposit,
  rechargeCashback,
  partnerSalary,
]
