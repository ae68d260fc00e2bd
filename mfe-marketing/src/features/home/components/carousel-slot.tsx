import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A carousel that fails (its chunk, embla) costs only itself, never the page. */
class CarouselBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('Carousel failed; showing its fallback.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface CarouselSlotProps {
  /** Same size as the carousel: shown until it is near the viewport and loaded. */
  placeholder: ReactNode;
  /** Shown if the carousel fails. */
  fallback: ReactNode;
  /** A React.lazy carousel: its chunk (with embla) is requested only when rendered. */
  children: ReactNode;
}

export function CarouselSlot({ placeholder, fallback, children }: CarouselSlotProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <CarouselBoundary fallback={fallback}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </CarouselBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
