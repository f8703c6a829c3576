// The words for a category that gives no final places (lib/rules/unfinished.ts reasons), shared by the
// sign-off dialog, the warning before archiving and the season's public page.
import type { TFunction } from 'i18next';
import type { UnfinishedReason } from '@/lib/rules/unfinished';

/** "A and B" in the language on screen. */
function listOf(names: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
}

/** Why a category gives no final places ("groups A and B without a final"). */
export function unplacedReason(t: TFunction, reason: UnfinishedReason, groups: readonly string[], lang: string): string {
  return t(`common:unfinished.reason.${reason}`, { groups: listOf(groups, lang), count: groups.length });
}

/** How to make the category give places ("draw and judge the final"). */
export function unplacedFix(t: TFunction, reason: UnfinishedReason): string {
  return t(`common:unfinished.fix.${reason}`);
}
