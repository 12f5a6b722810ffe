/** A form's refusal under its fields, read out as it appears; nothing while there is none. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="ficha-money-error" role="alert">
      {message}
    </p>
  ) : null
}
