import {
  forwardRef,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: it is the dialog's accessible name. */
  title: ReactNode;
  /** Hide the title visually; it still names the dialog. */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned below the scrolling body. */
  footer?: ReactNode;
  /** Optional button that opens the dialog (rendered as radix Dialog.Trigger). */
  trigger?: ReactElement;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * The first focus inside waits until the dialog has painted: focusing makes the
   * browser compute the new dialog's style and layout at once, inside the commit
   * that mounts it, one long task on a phone (the quote wizard's opening).
   */
  focusAfterPaint?: boolean;
}

/** The dialog's first control in the document's order (radix's first focus also skips hidden ones), or the dialog. */
function focusFirstInside(content: HTMLElement) {
  if (!content.isConnected || content.contains(document.activeElement)) return;
  const first = content.querySelector<HTMLElement>(
    'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
  );
  (first ?? content).focus();
}

/**
 * Backdrops open on the page, kept in the root's attribute itself (a dialog over a dialog), not in
 * this module: each app bundles its own copy of it.
 */
const LOCK = 'data-scroll-locked';
function lockScroll(by: 1 | -1) {
  const root = document.documentElement;
  const count = Number(root.getAttribute(LOCK) || 0) + by;
  if (count > 0) root.setAttribute(LOCK, String(count));
  else root.removeAttribute(LOCK);
}

/**
 * The backdrop, in place of radix's Overlay, whose scroll lock (react-remove-scroll)
 * adds a stylesheet to the page as it opens and makes the browser match every
 * element's style again. This lock is a rule of dialog.module.css, loaded with the
 * dialog's code: opening only sets an attribute on the root.
 */
const Backdrop = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'> & { open: boolean }>(function Backdrop(
  { open, style, ...props },
  ref,
) {
  useLayoutEffect(() => {
    lockScroll(1);
    return () => lockScroll(-1);
  }, []);
  // Radix's modal content sets `pointer-events: none` on the body: the backdrop takes clicks again, as radix's Overlay does.
  return <div {...props} ref={ref} data-state={open ? 'open' : 'closed'} style={{ pointerEvents: 'auto', ...style }} />;
});

/**
 * Modal dialog on radix Dialog: focus trapped inside and returned on close,
 * page scroll locked, Escape and a click on the backdrop close it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  trigger,
  size = 'md',
  className,
  focusAfterPaint = false,
}: DialogProps) {
  const { t } = useTranslation('ui');
  // Radix returns focus to its Trigger only, and to what was focused when its
  // focus scope mounted, which is lost when that scope re-mounts while open.
  // So the dialog notes the opener itself, in a layout effect: before radix's
  // effects move the focus inside (a wizard step, a card's button, the keyboard).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    if (open && !isOpen.current) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    isOpen.current = open;
  }, [open]);
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {/* The overlay is also the centring, scrollable backdrop: a click on it closes. */}
        <Backdrop className={styles.overlay} open={open}>
          <RadixDialog.Content
            className={[styles.content, styles[size], className].filter(Boolean).join(' ')}
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              if (!focusAfterPaint) return;
              event.preventDefault();
              const content = event.currentTarget as HTMLElement;
              // A frame, then a task after it: the paint comes between.
              requestAnimationFrame(() => setTimeout(() => focusFirstInside(content)));
            }}
            onCloseAutoFocus={(event) => {
              // Still open: radix re-mounted its scope; the focus stays inside.
              if (isOpen.current) {
                event.preventDefault();
                return;
              }
              const target = returnFocusTo.current;
              returnFocusTo.current = null;
              if (target?.isConnected) {
                event.preventDefault();
                target.focus();
              }
            }}
          >
            <div className={styles.header}>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              <RadixDialog.Close className={styles.close} aria-label={t('dialog.close')}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </RadixDialog.Close>
            </div>
            <div className={styles.body}>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
              {children}
            </div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </Backdrop>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
