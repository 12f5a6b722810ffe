/** A CPF's 11 digits as people write it: 123.456.789-09. */
export const formatCpf = (cpf: string | null) =>
  cpf ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : '—'

/** The player page's address. */
export const playerHref = (id: number) => `/console/players/detail?id=${id}`
