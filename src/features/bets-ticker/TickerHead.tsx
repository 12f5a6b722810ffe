/** The tickers' header row: two text columns, then two amount columns (right-aligned like their cells). */
export function TickerHead({ labels: [first, second, amount, last] }: { labels: readonly string[] }) {
  return (
    <thead className="ficha-ticker__thead">
      <tr className="ficha-ticker__row ficha-ticker__head">
        <th scope="col">{first}</th>
        <th scope="col">{second}</th>
        <th scope="col" className="ficha-ticker__amount">
          {amount}
        </th>
        <th scope="col" className="ficha-ticker__amount">
          {last}
        </th>
      </tr>
    </thead>
  )
}
