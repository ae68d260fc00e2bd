import { Suspense } from 'react';
import { AppRouter } from './router';
import { BootScreen } from './boot-screen';
import { ToastSlot } from './toast-slot';

export function App({ basename }: { basename: string }) {
  return (
    <>
      <Suspense fallback={<BootScreen />}>
        <AppRouter basename={basename} />
      </Suspense>
      <ToastSlot />
    </>
  );
}
