import type { AnyEventObject, InspectionEvent } from 'xstate';
import { z } from 'zod';
import type { DraftStorage } from './persistence';
import { toSubmitError } from './wizard';

// Development aid: QA records what a visitor did on the running site and the
// file becomes a fixture the replay test plays against the machine
// (fixtures/*.json, see the README). Only the page's development build wires it.

export const WIZARD_MACHINES = ['quote', 'other-quote'] as const;
export type WizardMachineName = (typeof WIZARD_MACHINES)[number];

/** `ok:<reference>` or `fail:<code>[:<http status>]`, one per submission, in order. */
const SUBMIT_RESULT = /^(?:ok:.+|fail:[^:]+(?::\d+)?)$/;

/** An event as sent by the page; the machine's own event schema checks it on replay. */
const loggedEventSchema = z.looseObject({ type: z.string() });

export const eventLogSchema = z.object({
  name: z.string().min(1),
  machine: z.enum(WIZARD_MACHINES),
  events: z.array(loggedEventSchema),
  submit: z.array(z.string().regex(SUBMIT_RESULT)),
  /** Index of the event after which the page was reloaded (draft saved, restored into a new actor). */
  reloadAfter: z.number().int().nonnegative().optional(),
  expected: z.object({ state: z.string(), context: z.record(z.string(), z.unknown()) }),
});
export type EventLog = z.infer<typeof eventLogSchema>;

/** What the visitor saw; the idempotency key is random and the request derived, so both are left out. */
const EXPECTED_FIELDS = ['open', 'draft', 'errors', 'reference', 'submitError'] as const;

const recordingSchema = eventLogSchema.omit({ name: true });
type Recording = z.infer<typeof recordingSchema>;

const snapshotSchema = z.object({ value: z.string(), context: z.record(z.string(), z.unknown()) });

function toJson(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

function submitResult(event: AnyEventObject): string | undefined {
  if (event.type.startsWith('xstate.done.actor.')) {
    const reference: unknown = Reflect.get(Object(event.output), 'reference');
    return `ok:${String(reference)}`;
  }
  if (event.type.startsWith('xstate.error.actor.')) {
    const status: unknown = Reflect.get(Object(event.error), 'status');
    const code = toSubmitError(event.error).code;
    return typeof status === 'number' && status > 0 ? `fail:${code}:${status}` : `fail:${code}`;
  }
  return undefined;
}

export interface RecorderOptions {
  /** Keeps the log across a reload (sessionStorage in the page); the reload is then marked in the log. */
  storage?: DraftStorage;
  key?: string;
}

export function createEventRecorder(
  machine: WizardMachineName,
  { storage, key = `mfe-quote:recording:${machine}` }: RecorderOptions = {},
) {
  const empty = (): Recording => ({ machine, events: [], submit: [], expected: { state: '', context: {} } });

  function restore(): Recording {
    try {
      const stored = recordingSchema.safeParse(JSON.parse(storage?.getItem(key) ?? 'null'));
      if (!stored.success || stored.data.machine !== machine) return empty();
      const { events, reloadAfter } = stored.data;
      // Created again with a log already there: the page was reloaded after its last event.
      return events.length > 0 && reloadAfter === undefined
        ? { ...stored.data, reloadAfter: events.length - 1 }
        : stored.data;
    } catch {
      return empty();
    }
  }

  let recording = restore();

  function store(): void {
    try {
      storage?.setItem(key, JSON.stringify(recording));
    } catch {
      // Recording is best effort.
    }
  }

  /** Pass as createActor(machine, { inspect }) (or useActorRef's options). */
  function inspect(inspection: InspectionEvent): void {
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    if (inspection.type === '@xstate.event') {
      const { event, sourceRef } = inspection;
      const result = submitResult(event);
      if (result) recording = { ...recording, submit: [...recording.submit, result] };
      else if (sourceRef === undefined && !event.type.startsWith('xstate.')) {
        recording = { ...recording, events: [...recording.events, loggedEventSchema.parse(toJson(event))] };
      } else return;
      store();
    } else if (inspection.type === '@xstate.snapshot') {
      const snapshot = snapshotSchema.safeParse(inspection.snapshot);
      if (!snapshot.success) return;
      const context = Object.fromEntries(EXPECTED_FIELDS.map((field) => [field, toJson(snapshot.data.context[field])]));
      recording = { ...recording, expected: { state: snapshot.data.value, context } };
      store();
    }
  }

  function toEventLog(name = `${machine} ${new Date().toISOString()}`): EventLog {
    return eventLogSchema.parse({ name, ...recording });
  }

  /** Saves the log as `<name>.json` through the browser's download. */
  function downloadEventLog(name?: string): void {
    const log = toEventLog(name);
    const blob = new Blob([`${JSON.stringify(log, null, 2)}\n`], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${
      log.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'event-log'
    }.json`;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }

  /** Starts a new recording (the stored one is dropped). */
  function reset(): void {
    recording = empty();
    store();
  }

  return { inspect, toEventLog, downloadEventLog, reset };
}

export type EventRecorder = ReturnType<typeof createEventRecorder>;
