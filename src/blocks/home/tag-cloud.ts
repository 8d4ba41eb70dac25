/** HOME-06: how many tags the cloud shows before 'more'. */
export const TAG_CLOUD_VISIBLE = 24

/**
 * HOME-06, HOME-07, OQ-19: the tags the cloud shows at first (the first 24, in the order the API gives: most
 * used first) and the ones 'more' expands; `rest` is empty when there are 24 or fewer.
 */
export function splitTagCloud<Tag>(tags: readonly Tag[], visible = TAG_CLOUD_VISIBLE): { shown: Tag[]; rest: Tag[] } {
  return { shown: tags.slice(0, visible), rest: tags.slice(visible) }
}
