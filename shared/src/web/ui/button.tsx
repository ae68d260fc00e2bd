import type { ComponentProps, MouseEvent } from 'react';
import { Slot } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and marks it aria-busy and aria-disabled; clicks (and a form's Enter) do nothing
   * meanwhile. Not `disabled`: a disabled button drops the keyboard's focus to the page. Ignored with asChild.
   */
  loading?: boolean;
  /** Styles the single child instead (e.g. a react-router `<Link>`), through radix Slot. */
  asChild?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'className'>) {
  return [styles.button, styles[variant], styles[size], block ? styles.block : undefined, className]
    .filter(Boolean)
    .join(' ');
}

const cancelClick = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * The one button of the site. `<Button asChild><Link to="/cotation">…</Link></Button>`
 * gives a link that looks like a button (put a ref on the Link itself).
 */
export function Button({
  variant,
  size,
  loading = false,
  asChild = false,
  block,
  className,
  disabled,
  children,
  type,
  ref,
  onClick,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  const classes = buttonClassName({ variant, size, block, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} onClick={onClick} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      // A form's Enter clicks its default button: cancelled here, it submits nothing twice.
      onClick={loading ? cancelClick : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      <span className={styles.label}>{children}</span>
      {/* Block-level (as position:absolute makes it in browsers) so the name reads "Send Loading…", not "SendLoading…". */}
      {loading ? <VisuallyHidden style={{ display: 'block' }}>{t('loading')}</VisuallyHidden> : null}
    </button>
  );
}
