import { useDateTime } from '@src/features/money/use-date-time'

/** The operator reads São Paulo time, whatever the device's zone: the days the server counts are São Paulo days. */
const OPERATOR_TIME_ZONE = 'America/Sao_Paulo'

/** Formats ISO times as a short date and time in São Paulo, in the operator's language; '—' for none. */
export const useOperatorDateTime = () => useDateTime(OPERATOR_TIME_ZONE)
