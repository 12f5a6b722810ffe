import { arrangeRows, type Column, DataTable } from '@console/app/DataTable'
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render } from '../features/render'

interface Player {
  id: number
  name: string
  balance: number
}

const PLAYERS: Player[] = [
  { id: 1, name: 'Ana', balance: 5_000 },
  { id: 2, name: 'Bruno', balance: 120 },
  { id: 3, name: 'Carla', balance: 99_000 },
  { id: 4, name: 'Anita', balance: 0 },
]

const COLUMNS: Column<Player>[] = [
  { key: 'id', label: 'Id', numeric: true },
  { key: 'name', label: 'Name' },
  { key: 'balance', label: 'Balance', numeric: true },
]

const names = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[1]?.textContent)

afterEach(cleanup)

describe("the console's table", () => {
  test('filters by the text in a column, any case, and sorts numbers as numbers both ways', () => {
    expect(arrangeRows(PLAYERS, COLUMNS, { name: 'an' }, null).map((p) => p.name)).toEqual(['Ana', 'Anita'])
    const ascending = arrangeRows(PLAYERS, COLUMNS, {}, { key: 'balance', direction: 'ascending' })
    expect(ascending.map((p) => p.balance)).toEqual([0, 120, 5_000, 99_000])
    const descending = arrangeRows(PLAYERS, COLUMNS, {}, { key: 'balance', direction: 'descending' })
    expect(descending.map((p) => p.name)).toEqual(['Carla', 'Ana', 'Bruno', 'Anita'])
  })

  test('a heading sorts, a second click reverses; pages move; a column can be hidden', async () => {
    const shown = await render(
      <DataTable caption="Players" columns={COLUMNS} rows={PLAYERS} rowKey={(p) => p.id} pageSize={3} />,
    )
    const { container } = shown
    expect(names(container)).toEqual(['Ana', 'Bruno', 'Carla'])
    const nameHeading = container.querySelectorAll('thead tr')[0]?.querySelectorAll('button')[1]
    await act(() => nameHeading?.click())
    await act(() => nameHeading?.click())
    expect(names(container)).toEqual(['Carla', 'Bruno', 'Anita'])
    expect(container.querySelector('th[aria-sort="descending"]')?.textContent).toContain('Name')
    const next = [...container.querySelectorAll('.console-table__pager button')][1] as HTMLButtonElement
    await act(() => next.click())
    expect(names(container)).toEqual(['Ana'])
    const balanceBox = container.querySelectorAll('fieldset input[type="checkbox"]')[2] as HTMLInputElement
    await act(() => balanceBox.click())
    expect([...container.querySelectorAll('thead tr:first-child th')].map((th) => th.textContent)).toEqual([
      'Id↕',
      'Name▼',
    ])
  })
})
