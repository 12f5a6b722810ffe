import { denseCss } from '@console/app/dense.styles'
import { formLanguages, LanguageFields, writtenTexts } from '@console/app/LanguageFields'
import { $operatorLanguage } from '@console/app/operator-language'
import { SelectField } from '@console/app/SelectField'
import { api, feedback } from '@console/app/services'
import { useStore } from '@nanostores/react'
import { Code } from '@src/contract/codes'
import type { PublishedItem } from '@src/contract/publishing'
import { FormError } from '@src/features/money/FormError'
import { useCompliance } from '@src/features/protection/compliance'
import type { Localized } from '@src/i18n/localized'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { useStyles } from '@src/ui/styles'
import { type PromotionProblem, promotionProblem } from '@src/validation/promotion'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

const KINDS = ['carousel', 'popup', 'notice'] as const
type Kind = (typeof KINDS)[number]

/** The refusal the server would answer, as its own message names the rule. */
const PROBLEM_CODES: Record<PromotionProblem['rule'], number> = {
  freeWithConditions: Code.PromotionFreeWithConditions,
  imageNotDeclared: Code.PromotionImageNotDeclared,
  imageNamesMoney: Code.PromotionImageNamesMoney,
}

/** A checkbox across the form's width. */
function Check({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="wide">
      <span>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
        {label}
      </span>
    </label>
  )
}

/** The server's message for the rule broken, with the language and the word it names. */
const problemText = (t: ReturnType<typeof useT>, problem: PromotionProblem): string =>
  t(
    `code.${PROBLEM_CODES[problem.rule]}`,
    problem.rule === 'freeWithConditions'
      ? { lang: t(`lang.${problem.lang}`), word: problem.word }
      : problem.rule === 'imageNamesMoney'
        ? { word: problem.word }
        : {},
  )

/**
 * Promotions (console/content, docs/console.md): publishes a carousel banner, the launch popup or a notice.
 * In the brazil profile a promotion is checked against the advertising rules as it is written (the rule
 * broken is shown and Publish waits), and the server checks it again.
 */
export default function ContentPage() {
  useStyles(denseCss)
  const t = useT()
  const profile = useCompliance(api)
  const required = useStore($operatorLanguage)
  const [kind, setKind] = useState<Kind>('carousel')
  const [titles, setTitles] = useState<Localized>({})
  const [bodies, setBodies] = useState<Localized>({})
  const [image, setImage] = useState('')
  const [link, setLink] = useState('')
  const [promotion, setPromotion] = useState(true)
  // Conditions are assumed until the operator says none apply: the stricter reading of the rule.
  const [conditions, setConditions] = useState(true)
  const [declared, setDeclared] = useState(false)
  const [busy, setBusy] = useState(false)
  const [published, setPublished] = useState<PublishedItem[]>([])

  const load = useCallback(() => {
    api
      .post('admin/content', undefined, { silent: true })
      .then(setPublished)
      .catch(() => undefined)
  }, [])
  useEffect(() => load(), [load])

  const notice = kind === 'notice'
  const checked = !notice || promotion
  const problem =
    profile === 'brazil' && checked
      ? promotionProblem({
          texts: notice ? [titles, bodies] : [titles],
          conditions,
          ...(notice ? {} : { image: image.trim(), imageShowsNoMoney: declared }),
        })
      : null
  const ready =
    !!titles[required]?.trim() &&
    (notice ? !!bodies[required]?.trim() : image.trim() !== '') &&
    problem === null

  const publish = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || busy) return
    setBusy(true)
    try {
      if (notice)
        await api.post('admin/notice_publish', {
          title: writtenTexts(titles),
          body: writtenTexts(bodies),
          promotion,
          conditions,
        })
      else
        await api.post('admin/banner_publish', {
          placement: kind,
          image: image.trim(),
          title: writtenTexts(titles),
          link: link.trim(),
          conditions,
          imageShowsNoMoney: declared,
        })
      feedback.toast(t('console.content.published'))
      setTitles({})
      setBodies({})
      setImage('')
      setLink('')
      setDeclared(false)
      load()
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form className="console-card console-games__form" onSubmit={publish} aria-labelledby="content-write">
        <h2 id="content-write" className="wide">
          {t('console.content.write')}
        </h2>
        <SelectField
          label={t('console.content.kind')}
          name="kind"
          value={kind}
          options={KINDS}
          onChange={setKind}
          text={(value) => t(`console.content.kinds.${value}`)}
        />
        {notice ? (
          <Check label={t('console.content.promotion')} checked={promotion} onChange={setPromotion} />
        ) : null}
        <LanguageFields
          label={(lang) => t('console.content.titleIn', { lang })}
          texts={titles}
          onChange={setTitles}
          required
          maxLength={120}
        />
        {notice ? (
          formLanguages(required).map((lang) => (
            <label key={lang} className="wide">
              {t('console.content.textIn', { lang: t(`console.messages.language.${lang}`) })}
              <textarea
                lang={lang}
                rows={3}
                maxLength={2000}
                value={bodies[lang] ?? ''}
                onChange={(event) => {
                  const value = event.target.value
                  setBodies((previous) => ({ ...previous, [lang]: value }))
                }}
              />
            </label>
          ))
        ) : (
          <>
            <label>
              {t('console.content.image')}
              <input
                type="text"
                required
                maxLength={500}
                placeholder="/assets/banners/…"
                value={image}
                onChange={(event) => setImage(event.target.value)}
              />
            </label>
            <label>
              {t('console.content.link')}
              <input
                type="text"
                maxLength={500}
                value={link}
                onChange={(event) => setLink(event.target.value)}
              />
            </label>
            <Check label={t('console.content.noMoney')} checked={declared} onChange={setDeclared} />
          </>
        )}
        {checked ? (
          <Check label={t('console.content.conditions')} checked={conditions} onChange={setConditions} />
        ) : null}
        {profile === 'brazil' && checked ? (
          <p className="wide console-players__hint">{t('console.content.labelled')}</p>
        ) : null}
        <div className="wide">
          <FormError message={problem ? problemText(t, problem) : null} />
        </div>
        <div className="wide">
          <Button type="submit" busy={busy} disabled={!ready}>
            {t('console.content.publish')}
          </Button>
        </div>
      </form>
      {published.length > 0 ? (
        <section className="console-card" aria-labelledby="content-published">
          <h2 id="content-published">{t('console.content.list')}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('console.content.kind')}</th>
                <th scope="col">{t('console.content.title')}</th>
                <th scope="col">{t('console.content.image')}</th>
                <th scope="col">{t('console.content.state')}</th>
              </tr>
            </thead>
            <tbody>
              {published.map((item) => (
                <tr key={`${item.kind}:${item.id}`}>
                  <td>{t(`console.content.kinds.${item.kind}`)}</td>
                  <td>{item.title}</td>
                  <td>{item.image}</td>
                  <td>
                    {[
                      item.promotion ? t('console.content.isPromotion') : '',
                      t(item.enabled ? 'console.content.shown' : 'console.content.hidden'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  )
}
