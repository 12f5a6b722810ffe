import { api } from '@portal/app/services'
import type { ContentPage } from '@src/contract/content'
import { ContentArticle } from '@src/features/content/ContentArticle'
import { Loadable } from '@src/features/loading/Loadable'
import { type LoadResource, useResource } from '@src/features/loading/use-resource'

const loadAboutUs: LoadResource<ContentPage> = (signal) =>
  api.post('index/get_contents', { key: 'about-us' }, { signal })

/** About us (/pages/jogos/about-us/index): the operator's text, in the player's language. */
export default function AboutUs() {
  const page = useResource(loadAboutUs)
  return (
    <Loadable resource={page}>
      {(data) => <ContentArticle title={data.title} body={data.body} updatedAt={data.updatedAt} />}
    </Loadable>
  )
}
