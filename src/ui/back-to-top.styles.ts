import { tapBox } from './shared.styles'
export const backToTopCss = `
.ficha-back-to-top {
  position: fixed;
  z-index: var(--ficha-z-bar);
  ${tapBox}
  border: 1px solid var(--ficha-border);
  border-radius: 50%;
  background: var(--ficha-navy);
  color: var(--ficha-accent);
  box-shadow: var(--ficha-shadow);
  cursor: pointer;
  animation: ficha-fade-in var(--ficha-duration) var(--ficha-ease);
}
.ficha-back-to-top:focus-visible { outline: 2px solid var(--ficha-accent); outline-offset: 2px; }
@keyframes ficha-fade-in { from { opacity: 0; } }
`
