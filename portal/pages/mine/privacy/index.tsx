import { api } from '@portal/app/services'
import type { ContentPage } from '@src/contract/content'
import { ContentArticle } from '@src/features/content/ContentArticle'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'

const loadPrivacy: LoadResource<ContentPage> = (signal) =>
  api.post('index/get_contents', { key: 'privacy' }, { signal })

/** Privacy (/pages/mine/privacy/index): the privacy policy, in the player's language. */
export default function Privacy() {
  const page = useResource(loadPrivacy)
  return (
    <Loadable resource={page}>
      {(data) => <ContentArticle title={data.title} body={data.body} updatedAt={data.updatedAt} />}
    </Loadable>
  )
}
