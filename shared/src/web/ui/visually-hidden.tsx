import type { ComponentProps } from 'react';
import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

export type VisuallyHiddenProps = ComponentProps<typeof RadixVisuallyHidden.Root>;

/** Text for screen readers only (radix VisuallyHidden). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...props} />;
}
