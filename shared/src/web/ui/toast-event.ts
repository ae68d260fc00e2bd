// How any app on the page raises a toast: a window event, so separately built
// bundles never share module state, and so raising one costs no UI code.

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastMessage {
  /** Already translated. */
  title: string;
  description?: string;
  variant: ToastVariant;
  /**
   * Names what the toast is about (e.g. `form:contact`): a new toast with the
   * same id replaces the one still shown, so a form's success takes the place
   * of its earlier error instead of appearing beside it.
   */
  id?: string;
}

/**
 * The window event a toast travels on. Remotes are separately built bundles:
 * they raise toasts through the DOM, never through shared module state.
 */
export const TOAST_EVENT = 'freight:toast';

declare global {
  interface WindowEventMap {
    [TOAST_EVENT]: CustomEvent<unknown>;
  }
}

/**
 * Takes away the toast shown under `id` (e.g. a form's earlier error once the
 * form shows its own confirmation), from any app on the page.
 */
export function dismissToast(id: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: { id, dismiss: true } }));
}

/** The id a dismissal names, or null when the detail is not a dismissal. */
export function readToastDismissal(detail: unknown): string | null {
  if (!isRecord(detail) || detail.dismiss !== true) return null;
  return typeof detail.id === 'string' && detail.id !== '' ? detail.id : null;
}

/** Raises a toast in the shell's ToastHost, from any app on the page. */
export function showToast(message: ToastMessage): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TOAST_EVENT, { detail: message }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The detail may come from another bundle (another version): check it, do not trust it. */
export function readToastMessage(detail: unknown): ToastMessage | null {
  if (!isRecord(detail)) return null;
  const { title, description, variant, id } = detail;
  if (typeof title !== 'string' || title.trim() === '') return null;
  return {
    title,
    description: typeof description === 'string' && description !== '' ? description : undefined,
    variant: variant === 'success' || variant === 'error' ? variant : 'info',
    ...(typeof id === 'string' && id !== '' ? { id } : {}),
  };
}
