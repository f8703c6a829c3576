import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/Loading';

/** The main landmark (the skip link's target) holding the routed page, with a spinner while it loads. */
export function MainOutlet() {
  return (
    <main id="main" tabIndex={-1} className="layout-main">
      <div className="container">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </div>
    </main>
  );
}
