import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { loadDraft, syncDraft, type DraftStorage } from '../machines/persistence';

function sessionStore(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The wizard's actor, restored from the draft of this tab (so a reload resumes
 * where the visitor was) and saved on every change; cleared once sent.
 */
export function useWizardActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  key: string,
  inspect?: (event: InspectionEvent) => void,
) {
  const [restored] = useState(() => {
    const storage = sessionStore();
    return storage ? loadDraft(storage, key, machine) : null;
  });
  const actor = useActorRef(machine, { ...(restored ? { snapshot: restored } : {}), ...(inspect ? { inspect } : {}) });
  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return;
    const subscription = actor.subscribe((snapshot) => syncDraft(storage, key, snapshot));
    return () => subscription.unsubscribe();
  }, [actor, key]);
  return actor;
}
