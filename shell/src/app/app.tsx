import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { BootScreen } from './boot-screen';

// The toast host (radix Toast) is not needed to paint the page: it loads
// beside it, off the critical path, long before any form can raise a toast.
const ToastHost = lazy(() => import('@freight/shared/ui/toast').then((mod) => ({ default: mod.ToastHost })));

export function App() {
  return (
    <>
      <Suspense fallback={<BootScreen />}>
        <RouterProvider router={router} />
      </Suspense>
      <Suspense fallback={null}>
        <ToastHost />
      </Suspense>
    </>
  );
}
