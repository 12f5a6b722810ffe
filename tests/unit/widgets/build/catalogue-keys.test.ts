import { pruneCatalogue, referencedKeys } from '@widgets/build/catalogue-keys'
import { scanSource } from '@widgets/build/source-scan'
import { describe, expect, it } from 'vitest'

const source = (text: string) => [scanSource('a.tsx', text)]

describe('referencedKeys', () => {
  it('finds keys spelled out, built from a template, or from a prefix with a dot', () => {
    const keep = referencedKeys(
      source(`
        // A comment's apostrophe and 'not.a.key.in.a.comment' do not count
        const a = t('bets.title')
        const b = t(\`http.\${status}\`)
        const c = 'code.' + n
        const d = <p title="msg.codeSent">it's {t("auth.login")}</p>
      `),
    )
    expect(keep('bets.title')).toBe(true)
    expect(keep('http.404')).toBe(true)
    expect(keep('code.1001')).toBe(true)
    expect(keep('msg.codeSent')).toBe(true)
    expect(keep('auth.login')).toBe(true)
    expect(keep('bets.game')).toBe(false)
    expect(keep('not.a.key.in.a.comment')).toBe(false)
  })

  it("finds a .ts file's keys after a generic arrow function (read as TSX, it hid the rest)", () => {
    const keep = referencedKeys([
      scanSource('client.ts', "const settle = <T>(answer: T): T => answer\nconst m = t('api.timeout')"),
    ])
    expect(keep('api.timeout')).toBe(true)
  })

  it("keeps only the named envelope code's text when a key is built from Code", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the parser, not a template
    const keep = referencedKeys(source('const x = `code.${Code.Underage}`'))
    expect(keep('code.1605')).toBe(true)
    expect(keep('code.1001')).toBe(false)
  })

  it('takes no prefix from a template without a dotted head', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the parser, not a template
    const keep = referencedKeys(source('const x = `${a}.${b}`; const y = `ficha-${c}`'))
    expect(keep('bets.title')).toBe(false)
  })
})

describe('pruneCatalogue', () => {
  it('keeps the texts asked for and drops emptied groups', () => {
    const catalogue = { bets: { title: 'T', game: 'G' }, shell: { back: 'B' }, app: 'A' }
    const keep = (key: string) => key === 'bets.title' || key === 'app'
    expect(pruneCatalogue(catalogue, keep)).toEqual({ bets: { title: 'T' }, app: 'A' })
  })
})
