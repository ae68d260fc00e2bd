import { Suspense, type ReactNode } from 'react';
import { AppRouter } from './router';
import { BootScreen } from './boot-screen';
import { ToastSlot } from './toast-slot';

/**
 * The page: its router (the browser's, or the server's static one: see
 * src/server/render-page.tsx, which must build the same tree for hydration).
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense fallback={<BootScreen />}>{children}</Suspense>
      <ToastSlot />
    </>
  );
}

export function App({ basename }: { basename: string }) {
  return (
    <AppFrame>
      <AppRouter basename={basename} />
    </AppFrame>
  );
}
