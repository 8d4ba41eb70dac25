import axe from 'axe-core'

/** WCAG 2.2 A and AA plus axe's best practices (landmarks, one main, heading order). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The tags axe leaves out of a run by tags unless asked for (axe's `tagExclude`). */
const EXCLUDED_TAGS = ['experimental', 'retired', 'deprecated']

/** Rules whose result depends on the words, outside the categories below: texts that must not be empty or must differ. */
const TEXT_RULES = ['empty-heading', 'empty-table-header', 'landmark-unique', 'table-duplicate-name', 'label-content-name-mismatch']

/** axe's categories of rules about texts: alternatives (alt, titles, captions), `lang`, form fields' labels. */
const TEXT_CATEGORIES = ['cat.text-alternatives', 'cat.language', 'cat.forms']

/**
 * The rules of `AXE_TAGS` whose result can change with the language of the page, from axe-core's own metadata
 * (`axe.getRules`): every rule of the categories above, every rule of an accessible name (`*-name`: buttons, links,
 * selects, summaries, dialogs, tabs, ARIA fields and the like) and `TEXT_RULES`. The other rules judge what the
 * language does not change, since every language renders the same components with the same CSS: colours and contrast,
 * targets' sizes, landmarks and regions, heading order, ARIA roles and attributes, ids, lists, tables' structure,
 * keyboard reach, scrollable regions, the viewport. A rule left out of `AXE_TAGS`'s run (experimental and the like) is
 * left out here too, since a run by rule ids would run it.
 */
export const TEXT_DEPENDENT_RULES: string[] = axe
  .getRules(AXE_TAGS)
  .filter(({ tags }) => !tags.some((tag) => EXCLUDED_TAGS.includes(tag)))
  .filter(({ ruleId, tags }) => tags.some((tag) => TEXT_CATEGORIES.includes(tag)) || ruleId.endsWith('-name') || TEXT_RULES.includes(ruleId))
  .map(({ ruleId }) => ruleId)
  .sort()
