// Where the wizards keep their drafts in sessionStorage. Apart from persistence.ts
// so the page can tell whether a draft waits without loading xstate or zod.
export const DRAFT_KEYS = { quote: 'mfe-quote:quote-draft', otherQuote: 'mfe-quote:other-quote-draft' } as const;

/** True when this tab holds a draft of either wizard (restoring it needs the wizard code). */
export function hasStoredDraft(): boolean {
  try {
    return (
      typeof sessionStorage !== 'undefined' &&
      Object.values(DRAFT_KEYS).some((key) => sessionStorage.getItem(key) !== null)
    );
  } catch {
    return false;
  }
}
