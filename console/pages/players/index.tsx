import { ConsoleLink } from '@console/app/ConsoleLink'
import { DenseTable } from '@console/app/DenseTable'
import { denseCss } from '@console/app/dense.styles'
import { formatCpf, playerHref } from '@console/app/player-format'
import { api } from '@console/app/services'
import type { PlayerSearchResult } from '@src/contract/players'
import { useT } from '@src/i18n/react'
import { Button } from '@src/ui/Button'
import { EmptyState } from '@src/ui/states'
import { useStyles } from '@src/ui/styles'
import { TextField } from '@src/ui/TextField'
import { formatPhoneWithCountry } from '@src/validation/phone'
import { type FormEvent, useState } from 'react'

/**
 * Find a player (console/players): one box for a CPF, phone, id, name, handle or nickname, PIX key or order
 * id; the server tries every reading of it. One hit opens the player page at once.
 */
export default function PlayersPage() {
  useStyles(denseCss)
  const t = useT()
  const [query, setQuery] = useState('')
  const [result, setResult] = useState<PlayerSearchResult | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!query.trim() || busy) return
    setBusy(true)
    try {
      setResult(await api.post('admin/player_search', { query: query.trim() }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="console-players">
      <form className="console-players__search" onSubmit={submit}>
        <TextField
          label={t('console.players.searchLabel')}
          value={query}
          onChange={setQuery}
          autoComplete="off"
          maxLength={120}
          name="query"
        />
        <Button type="submit" busy={busy}>
          {t('console.players.search')}
        </Button>
      </form>
      <p className="console-players__hint">{t('console.players.searchHint')}</p>
      {result && result.list.length === 0 ? (
        <EmptyState title={t('console.players.none')} text={t('console.players.noneText')} icon="user" />
      ) : null}
      {result && result.list.length > 0 ? (
        <DenseTable
          label={t('console.players.results')}
          head={
            <>
              <th className="num">{t('console.players.col.id')}</th>
              <th>{t('console.players.col.name')}</th>
              <th>{t('console.players.col.cpf')}</th>
              <th>{t('console.players.col.phone')}</th>
              <th>{t('console.players.col.nickname')}</th>
              <th>{t('console.players.col.identity')}</th>
              <th>{t('console.players.col.matchedBy')}</th>
            </>
          }
        >
          {result.list.map((hit) => (
            <tr key={hit.id}>
              <td className="num">
                <ConsoleLink to={playerHref(hit.id)}>{hit.id}</ConsoleLink>
              </td>
              <td>
                <ConsoleLink to={playerHref(hit.id)}>{hit.fullName ?? hit.handle}</ConsoleLink>
              </td>
              <td>{formatCpf(hit.cpf)}</td>
              <td>{formatPhoneWithCountry(hit.phone)}</td>
              <td>{hit.nickname || hit.handle}</td>
              <td>{t(`adminProtection.identityState.${hit.identityState}`)}</td>
              <td>
                {hit.matchedBy.map((kind) => (
                  <span className="console-tag" key={kind}>
                    {t(`console.players.kind.${kind}`)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </DenseTable>
      ) : null}
    </div>
  )
}
