import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { Header } from './Header';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { ConnectionBanner } from './ConnectionBanner';
import '../prime';
import '@/components/layout/layout.css';

/** Layout of every page except the home: header with menus, main landmark, footer. */
export default function Layout() {
  return (
    <div className="layout">
      <Header />
      <ConnectionBanner />
      <main id="main" tabIndex={-1} className="layout-main">
        <div className="container">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
