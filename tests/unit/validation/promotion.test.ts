import { promotionProblem } from '@src/validation/promotion'
import { describe, expect, test } from 'vitest'

const withConditions = (text: string) => promotionProblem({ texts: [{ pt: text }], conditions: true })

describe('"free" where a condition applies', () => {
  test('is found as a whole word in any case, accented or not, and across the languages', () => {
    expect(withConditions('GRÁTIS para novos jogadores')).toEqual({
      rule: 'freeWithConditions',
      lang: 'pt',
      word: 'grátis',
    })
    expect(withConditions('Rodadas gratuitas')?.rule).toBe('freeWithConditions')
    expect(withConditions('Giros  de   graça')?.rule).toBe('freeWithConditions')
    expect(withConditions('Free spins!')?.rule).toBe('freeWithConditions')
    expect(
      promotionProblem({ texts: [{ pt: 'Torneio' }, { zh: '周末免费旋转' }], conditions: true }),
    ).toEqual({
      rule: 'freeWithConditions',
      lang: 'zh',
      word: '免费',
    })
  })

  test('is not found inside other words, and passes when no condition applies', () => {
    expect(withConditions('Freedom Fortune, o novo jogo')).toBeNull()
    expect(withConditions('Prêmios gratificantes toda semana')).toBeNull()
    expect(promotionProblem({ texts: [{ pt: 'Guia grátis' }], conditions: false })).toBeNull()
  })
})

describe('money imagery', () => {
  const image = (path: string, imageShowsNoMoney = true) =>
    promotionProblem({ texts: [{ pt: 'Torneio' }], conditions: true, image: path, imageShowsNoMoney })

  test('an image needs the declaration that it shows no money', () => {
    expect(image('/assets/banners/torneio.webp', false)).toEqual({ rule: 'imageNotDeclared' })
    expect(image('/assets/banners/torneio.webp')).toBeNull()
  })

  test('a file name that names money is refused even when declared, its parts split by _ - . and digits', () => {
    expect(image('https://cdn.example/b/notas_100.webp')).toEqual({ rule: 'imageNamesMoney', word: 'notas' })
    expect(image('/assets/Pilha-de-Dinheiro2.png?v=3')).toEqual({ rule: 'imageNamesMoney', word: 'dinheiro' })
    expect(image('/assets/%E7%8E%B0%E9%87%91.png')).toEqual({ rule: 'imageNamesMoney', word: '现金' })
    expect(image('/assets/cashback-money/torneio.webp')).toBeNull()
    expect(image('/assets/bad%name.webp')).toBeNull()
  })
})
