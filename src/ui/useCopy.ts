import { useT } from '../i18n/react'
import { copyText } from './clipboard'
import { useFeedback } from './feedback-context'

/** Copy with the spec's feedback: toast 'Copy succeeded' or 'Copy failed'. */
export function useCopy(): (text: string) => Promise<boolean> {
  const t = useT()
  const { toast } = useFeedback()
  return async (text) => {
    const copied = await copyText(text)
    toast(t(copied ? 'msg.copySucceeded' : 'msg.copyFailed'))
    return copied
  }
}
