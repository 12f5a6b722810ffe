/** The settings forms: one card of fields with the submit button at the end. */
export const formCss = `
.ficha-settings-form {
  display: flex;
  flex-direction: column;
  gap: calc(var(--ficha-space) * 4);
  padding: calc(var(--ficha-space) * 5) calc(var(--ficha-space) * 4);
  border-radius: var(--ficha-radius);
  background: var(--ficha-surface);
}
`
