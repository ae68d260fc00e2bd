import {
  assign,
  createActor,
  waitFor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { TestModel, getStateNodes, type TestPath } from 'xstate/graph';
import { QUOTE_TYPES } from '@freight/shared/core/constants';
import { INVALID, VALID } from '../fixtures/payloads';
import { threeStepFlow } from '../fixtures/three-step-flow';
import { otherQuoteFlow, otherQuoteMachine } from './other-quote.machine';
import { quoteFlow, quoteMachine } from './quote.machine';
import { controlledSubmit } from './replay';
import { createWizardMachine } from './wizard-factory';

// Paths generated from the machines themselves, with concrete valid and
// invalid payloads, played on a running actor; then a check that they reach
// every state node and take every transition the definitions declare.
// createTestModel() refuses machines that invoke actors, so the model is the
// TestModel it would build, and the invoke's done/error events are played by
// settling the fake submission.

type Path = TestPath<AnyMachineSnapshot, AnyEventObject>;
type Step = keyof typeof VALID;

interface Flow {
  name: string;
  machine: AnyStateMachine;
  /** The flow's steps: which payload a state's NEXT carries. */
  steps: ReadonlyArray<{ state: string; holds: Step }>;
  /** The events that start (or reopen) a draft: one variant per draft for the full graph, every variant for the walks. */
  starters: (snapshot: AnyMachineSnapshot, every: boolean) => AnyEventObject[];
}

const KEY = 'key-graph';
const open = () => [{ type: 'OPEN' }];

const FLOWS: Flow[] = [
  {
    name: 'quote',
    machine: quoteMachine,
    steps: quoteFlow.steps,
    starters: (snapshot, every) =>
      (every ? QUOTE_TYPES : [snapshot.context.draft.cotation?.type ?? 'traction']).map((quoteType) => ({
        type: 'CHOOSE_TYPE',
        quoteType,
      })),
  },
  { name: 'other-quote', machine: otherQuoteMachine, steps: otherQuoteFlow.steps, starters: open },
  // A flow built for this test: a step added to the other-quote flow is covered the same way.
  { name: 'three-step test', machine: createWizardMachine(threeStepFlow), steps: threeStepFlow.steps, starters: open },
];

/** The machine with a fixed idempotency key and a submission the test settles by hand. */
function build(flow: Flow) {
  const submit = controlledSubmit<unknown>();
  const machine = flow.machine.provide({
    actors: { submit: submit.logic },
    actions: { newIdempotencyKey: assign({ idempotencyKey: KEY }) },
  });
  return { machine, submit };
}

const isPayload = (payloads: Record<string, unknown>, value: unknown) => Object.values(payloads).includes(value);

/** Every event with a concrete payload: a valid and an invalid one for each step's NEXT. */
function allEvents(flow: Flow, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const step = flow.steps.find(({ state }) => state === snapshot.value)?.holds;
  return [
    ...flow.starters(snapshot, false),
    ...(step
      ? [
          { type: 'NEXT', data: VALID[step] },
          { type: 'NEXT', data: INVALID[step] },
        ]
      : []),
    { type: 'BACK' },
    { type: 'CLOSE' },
    { type: 'OPEN' },
    { type: 'RETRY' },
    { type: 'EDIT' },
    { type: 'xstate.done.actor.submit', output: { reference: 'REF-GRAPH' } },
    { type: 'xstate.error.actor.submit', error: { code: 'network' } },
  ];
}

/** The straight walks: every way to start a draft, valid steps, both outcomes, retry (BACK and reopening would explode the count). */
function walkEvents(flow: Flow, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const straight = allEvents(flow, snapshot).filter(
    (event) =>
      !['BACK', 'CLOSE', 'OPEN', 'CHOOSE_TYPE', 'EDIT'].includes(event.type) && !isPayload(INVALID, event.data),
  );
  const initial = !snapshot.hasTag('draft') && !snapshot.hasTag('sent');
  return [...(initial ? flow.starters(snapshot, true) : []), ...straight];
}

/**
 * The snapshot, compact but without loss: payloads come only from VALID and
 * INVALID, the key is fixed, errors and request follow from the payloads.
 */
function outline(snapshot: AnyMachineSnapshot): string {
  const { open, draft, errors, submitError, reference, keyFor } = snapshot.context;
  const steps = Object.entries(draft).map(([step, value]) =>
    value === null
      ? '-'
      : isPayload(VALID, value)
        ? `${step}:valid`
        : isPayload(INVALID, value)
          ? `${step}:invalid`
          : JSON.stringify(value),
  );
  // keyFor: whether the draft's key was already sent (with the draft's content: the graph's payloads are fixed).
  return JSON.stringify([
    snapshot.value,
    open,
    steps,
    Object.keys(errors).length > 0,
    submitError !== null,
    reference !== null,
    keyFor != null,
  ]);
}

function pathsOf(flow: Flow, machine: AnyStateMachine) {
  const model = new TestModel(machine, { filterEvents: (snapshot, event) => snapshot.can(event) });
  const shortest = model.getShortestPaths({
    events: (snapshot) => allEvents(flow, snapshot),
    // With the incoming transition in the key, the shortest paths take every edge, not only reach every vertex.
    serializeState: (snapshot, event, previous) =>
      `${outline(snapshot)}${event && previous ? ` via ${JSON.stringify(event)} from ${outline(previous)}` : ''}`,
  });
  const simple = model.getSimplePaths({ events: (snapshot) => walkEvents(flow, snapshot), serializeState: outline });
  return { shortest, simple };
}

function describePath(path: Path): string {
  const name = (event: AnyEventObject) =>
    event.type === 'NEXT'
      ? `NEXT(${isPayload(VALID, event.data) ? 'valid' : 'invalid'})`
      : event.type === 'CHOOSE_TYPE'
        ? `CHOOSE_TYPE(${event.quoteType})`
        : event.type.replace(/^xstate\.(done|error)\.actor\..*$/, '$1');
  return path.steps
    .slice(1)
    .map((step) => name(step.event))
    .join(' → ');
}

function transitionId(transition: {
  source: { id: string; transitions: Map<string, unknown[]> };
  eventType: string;
}): string {
  const index = transition.source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${transition.source.id} on ${transition.eventType} #${index}`;
}

/** The machine's own list: its state nodes and every transition of every node. */
function declared(machine: AnyStateMachine) {
  const nodes = [machine.root, ...getStateNodes(machine)];
  return {
    states: getStateNodes(machine)
      .map((node) => node.id)
      .sort(),
    transitions: nodes.flatMap((node) => [...node.transitions.values()].flat().map(transitionId)).sort(),
  };
}

/** What the paths reached: the state nodes they pass and the transitions their events select. */
function covered(machine: AnyStateMachine, paths: Path[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach(({ state, event }, index) => {
      for (const node of getStateNodes(machine)) if (state.matches(node.path.join('.'))) states.add(node.id);
      const previous = path.steps[index - 1]?.state;
      if (previous)
        for (const transition of machine.getTransitionData(previous, event)) transitions.add(transitionId(transition));
    });
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() };
}

/** Plays `path` on a running actor: same state and same context after every step. */
async function play(flow: Flow, path: Path): Promise<void> {
  const { machine, submit } = build(flow);
  const actor = createActor(machine).start();
  const exec = async ({ event }: { event: AnyEventObject }) => {
    if (event.type.startsWith('xstate.done.actor.')) submit.succeed(event.output.reference);
    else if (event.type.startsWith('xstate.error.actor.')) submit.fail(event.error);
    else return actor.send(event);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'), { timeout: 1000 });
  };
  const types = [
    'CHOOSE_TYPE',
    'NEXT',
    'BACK',
    'CLOSE',
    'OPEN',
    'RETRY',
    'EDIT',
    'xstate.done.actor.submit',
    'xstate.error.actor.submit',
  ];
  try {
    await path.test({
      states: {
        '*': (expected) => {
          expect(actor.getSnapshot().value).toEqual(expected.value);
          expect(actor.getSnapshot().context).toEqual(expected.context);
        },
      },
      events: Object.fromEntries(types.map((type) => [type, exec])),
    });
  } finally {
    actor.stop();
  }
}

describe.each(FLOWS)('$name machine', (flow) => {
  const { machine } = build(flow);
  const { shortest, simple } = pathsOf(flow, machine);

  test('the generated paths reach every state node and take every declared transition', () => {
    const expected = declared(machine);
    expect(expected.states.length).toBeGreaterThan(5);
    const reached = covered(machine, [...shortest, ...simple]);
    expect(expected.states.filter((id) => !reached.states.includes(id))).toEqual([]);
    expect(expected.transitions.filter((id) => !reached.transitions.includes(id))).toEqual([]);
    // Neither list reaches anything the machine does not declare.
    expect(reached.transitions.filter((id) => !expected.transitions.includes(id))).toEqual([]);
  });

  test('the simple paths walk every starter to sent and to failed', () => {
    const ends = simple.map((path) => `${String(path.state.value)} ${JSON.stringify(path.steps[1]?.event)}`);
    for (const starter of flow.starters(createActor(machine).getSnapshot(), true)) {
      expect(ends).toContain(`sent ${JSON.stringify(starter)}`);
      expect(ends).toContain(`failed ${JSON.stringify(starter)}`);
    }
  });

  test(`the ${shortest.length} shortest paths play the same on a running actor`, async () => {
    for (const path of shortest) await play(flow, path);
  });

  test.each(simple.map((path) => [describePath(path), path] as const))('walk %s plays the same', async (_, path) => {
    await play(flow, path);
  });
});
