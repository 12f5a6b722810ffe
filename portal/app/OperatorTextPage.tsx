import type { ContentPage } from '@src/contract/content'
import { ContentArticle } from '@src/features/content/ContentArticle'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'
import { useCallback } from 'react'
import { api } from './services'

/** A page that is one of the operator's texts (index/get_contents, by its key), in the player's language. */
export function OperatorTextPage({ contentKey }: { contentKey: string }) {
  // The same loader while the key stays: useResource starts over on a new one.
  const load = useCallback<LoadResource<ContentPage>>(
    (signal) => api.post('index/get_contents', { key: contentKey }, { signal }),
    [contentKey],
  )
  const page = useResource(load)
  return (
    <Loadable resource={page}>
      {(data) => <ContentArticle title={data.title} body={data.body} updatedAt={data.updatedAt} />}
    </Loadable>
  )
}
