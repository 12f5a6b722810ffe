import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { contentCss } from './content.styles'
import { useFormatDate } from './format-date'

export interface ContentArticleProps {
  title: string
  /** Plain text from the server, paragraphs separated by a blank line (never HTML). */
  body: string
  updatedAt?: string
}

/** Splits the server's plain text into paragraphs; single line breaks stay inside a paragraph. */
const paragraphs = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((text) => text.trim())
    .filter(Boolean)

/** A long text from the server (about us, privacy, event rules), readable on a phone. */
export function ContentArticle({ title, body, updatedAt }: ContentArticleProps) {
  useStyles(contentCss)
  const t = useT()
  const formatDate = useFormatDate()
  return (
    <article className="ficha-card ficha-article">
      <h2 className="ficha-article__title">{title}</h2>
      {updatedAt ? (
        <p className="ficha-article__meta">{t('content.updated', { date: formatDate(updatedAt) })}</p>
      ) : null}
      <Paragraphs body={body} />
    </article>
  )
}

export function Paragraphs({ body }: { body: string }) {
  useStyles(contentCss)
  return (
    <div className="ficha-article__body">
      {paragraphs(body).map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text never reorder
        <p key={index}>{text}</p>
      ))}
    </div>
  )
}
