import { CheckList } from '@console/app/CheckList'
import { pageCount } from '@console/app/paging'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, render } from '../features/render'

afterEach(cleanup)

const PROVIDERS = [
  { value: 'pg', label: 'PG Soft' },
  { value: 'jili', label: 'JILI' },
  { value: 'spribe', label: 'Spribe' },
]

describe("the console's choice boxes", () => {
  test('ticking a box adds its value to the choice; clearing one takes it out', async () => {
    const onChange = vi.fn()
    const { container } = await render(
      <CheckList legend="Providers" options={PROVIDERS} chosen={['pg']} onChange={onChange} />,
    )
    const boxes = [...container.querySelectorAll('input[type="checkbox"]')] as HTMLInputElement[]
    expect(boxes.map((box) => box.checked)).toEqual([true, false, false])
    expect(container.querySelector('legend')?.textContent).toBe('Providers')
    await act(() => boxes[2]?.click())
    expect(onChange).toHaveBeenLastCalledWith(['pg', 'spribe'])
    await act(() => boxes[0]?.click())
    expect(onChange).toHaveBeenLastCalledWith([])
  })
})

describe('the page count of a server-paged list', () => {
  test.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [101, 50, 3],
  ])('%i rows at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })
})
