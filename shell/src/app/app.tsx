import { Suspense } from 'react';
import { AppRouter } from './router';
import { BootScreen } from './boot-screen';
import { ToastSlot } from './toast-slot';

export function App() {
  return (
    <>
      <Suspense fallback={<BootScreen />}>
        <AppRouter />
      </Suspense>
      <ToastSlot />
    </>
  );
}
