import type { ReactNode } from 'react'

/** A `.ficha-money-card` section named by its heading (`id` ties the two for assistive technology). */
export function LabelledCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="ficha-money-card" aria-labelledby={id}>
      <h2 id={id} className="ficha-money-card__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
