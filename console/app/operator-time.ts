import { useDateTime } from '@src/features/money/use-date-time'

/** The operator reads São Paulo time, whatever the device's zone: the days the server counts are São Paulo days. */
const OPERATOR_TIME_ZONE = 'America/Sao_Paulo'

/** Formats ISO times as a short date and time in São Paulo, in the operator's language; '—' for none. */
export const useOperatorDateTime = () => useDateTime(OPERATOR_TIME_ZONE)

/** A São Paulo day (YYYY-MM-DD) `days` before today's, as the reports count days. */
export const spDay = (days = 0): string => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(new Date())
  const time = Date.parse(`${today}T00:00:00Z`) - days * 86_400_000
  return new Date(time).toISOString().slice(0, 10)
}
