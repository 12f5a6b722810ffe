import { type ComponentChild, render } from 'preact'

/**
 * 'react-dom/client' inside the widget bundles (widgets/build/preact-alias.ts): the one call the element
 * core makes, React's root API, on Preact's render().
 */
export const createRoot = (container: Element | DocumentFragment) => ({
  render: (children: ComponentChild) => render(children, container),
  unmount: () => render(null, container),
})
