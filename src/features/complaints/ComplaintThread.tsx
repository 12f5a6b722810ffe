import type { ComplaintMessage } from '../../contract/complaints'
import { useT } from '../../i18n/react'
import { useStyles } from '../../ui/styles'
import { PrivateImage } from '../money/PrivateImage'
import { complaintsCss } from './complaints.styles'

/**
 * A complaint's messages, oldest first: who wrote each (`writer` names an operator's in the console), when,
 * the words and the images (fetched with the token header).
 */
export function ComplaintThread({
  messages,
  dateTime,
  writer,
}: {
  messages: (ComplaintMessage & { operator?: { phone: string } | null })[]
  dateTime: (iso: string) => string
  writer?: (message: ComplaintMessage & { operator?: { phone: string } | null }) => string
}) {
  useStyles(complaintsCss)
  const t = useT()
  return (
    <ol className="ficha-complaint-thread" aria-label={t('complaints.messages')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={`ficha-complaint-message ficha-complaint-message--${message.author}`}
          data-testid="complaint-message"
        >
          <div className="ficha-complaint-message__head">
            <strong>{writer?.(message) ?? t(`complaints.author.${message.author}`)}</strong>
            <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
          </div>
          <p className="ficha-complaint-message__text">{message.text}</p>
          {message.attachments.map((url, index) => (
            <PrivateImage key={url} url={url} alt={t('complaints.attachment', { n: index + 1 })} />
          ))}
        </li>
      ))}
    </ol>
  )
}
