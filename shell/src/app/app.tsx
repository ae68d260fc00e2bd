import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ToastHost } from '@freight/shared/ui/toast';
import { router } from './router';
import { BootScreen } from './boot-screen';

export function App() {
  return (
    <Suspense fallback={<BootScreen />}>
      <RouterProvider router={router} />
      <ToastHost />
    </Suspense>
  );
}
