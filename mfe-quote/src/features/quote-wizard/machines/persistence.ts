import { createActor, type AnyMachineSnapshot, type AnyStateMachine, type Snapshot } from 'xstate';
import { INTERRUPTED_ERROR, WIZARD_TAGS, type SubmitError } from './wizard';

// A wizard's draft survives a reload (docs/product-rules.md#quote-flows): its persisted snapshot
// lives in sessionStorage until the API confirms. The page subscribes:
//   actor.subscribe((snapshot) => syncDraft(sessionStorage, DRAFT_KEYS.quote, snapshot));
// and starts with createActor(machine, { snapshot: loadDraft(sessionStorage, key, machine) ?? undefined }).

/** Bump when a machine's states or context change shape: older drafts are then ignored. */
export const DRAFT_VERSION = 1;

export { DRAFT_KEYS } from './draft-keys';

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Envelope {
  version: typeof DRAFT_VERSION;
  /** The machine's id: a quote draft never restores into the other-quote flow. */
  machine: string;
  snapshot: { status: 'active'; value: string; context: Record<string, unknown> };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored draft's envelope, checked by hand rather than with zod: the wizard's chunk would carry a
 * copy of its own beside the shared schemas' (docs/decisions/027-interactive-as-fast-as-react-alone.md).
 */
function envelopeOf(value: unknown): Envelope | null {
  if (!isRecord(value) || value.version !== DRAFT_VERSION || typeof value.machine !== 'string') return null;
  const { snapshot } = value;
  if (!isRecord(snapshot) || snapshot.status !== 'active' || typeof snapshot.value !== 'string') return null;
  if (!isRecord(snapshot.context)) return null;
  return {
    version: DRAFT_VERSION,
    machine: value.machine,
    snapshot: { ...snapshot, status: 'active', value: snapshot.value, context: snapshot.context },
  };
}

/** True while there is a draft worth keeping: from the first step until the API confirms. */
export function shouldPersist(snapshot: AnyMachineSnapshot): boolean {
  return snapshot.status === 'active' && snapshot.hasTag(WIZARD_TAGS.draft);
}

/** True once the API confirmed: the stored draft must go. */
export function shouldClear(snapshot: AnyMachineSnapshot): boolean {
  return snapshot.hasTag(WIZARD_TAGS.sent);
}

const INTERRUPTED: SubmitError = { code: INTERRUPTED_ERROR, retryable: true };

/**
 * A send in flight is stored as `failed` (interrupted): after a reload the
 * visitor retries with the same idempotency key, and the API answers once.
 */
function persistedOf(snapshot: AnyMachineSnapshot): Snapshot<unknown> {
  const { machine } = snapshot;
  if (!snapshot.hasTag(WIZARD_TAGS.submitting)) return machine.getPersistedSnapshot(snapshot);
  const failed = machine.resolveState({ value: 'failed', context: { ...snapshot.context, submitError: INTERRUPTED } });
  return machine.getPersistedSnapshot(failed);
}

/** Stores the draft of `snapshot` under `key`; false when there is none or storage refuses. */
export function saveDraft(storage: DraftStorage, key: string, snapshot: AnyMachineSnapshot): boolean {
  if (!shouldPersist(snapshot)) return false;
  try {
    const envelope = { version: DRAFT_VERSION, machine: snapshot.machine.id, snapshot: persistedOf(snapshot) };
    storage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch {
    // Full or disabled storage (private browsing): the wizard still works, only without reload safety.
    return false;
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Disabled storage holds nothing to clear.
  }
}

/** The subscriber the page needs: save while drafting, clear once sent. */
export function syncDraft(storage: DraftStorage, key: string, snapshot: AnyMachineSnapshot): void {
  if (shouldClear(snapshot)) clearDraft(storage, key);
  else saveDraft(storage, key, snapshot);
}

function readJson(storage: DraftStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The stored draft as a snapshot for createActor(machine, { snapshot }), or
 * null when absent, malformed, of another version or another machine.
 */
export function loadDraft(storage: DraftStorage, key: string, machine: AnyStateMachine): Snapshot<unknown> | null {
  const envelope = envelopeOf(readJson(storage, key));
  if (!envelope || envelope.machine !== machine.id) return null;
  const { value, context } = envelope.snapshot;
  const initialContext: unknown = createActor(machine).getSnapshot().context;
  const complete =
    typeof initialContext === 'object' &&
    initialContext !== null &&
    Object.keys(initialContext).every((field) => field in context);
  if (!complete || !Object.hasOwn(machine.root.states, value)) return null;
  try {
    const restored = machine.resolveState({ value, context });
    return shouldPersist(restored) && !restored.hasTag(WIZARD_TAGS.submitting)
      ? machine.getPersistedSnapshot(restored)
      : null;
  } catch {
    return null;
  }
}
