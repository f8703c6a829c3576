import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from '@/components/Loading';
import { Header } from './Header';
import { Footer } from './Footer';
import { ConnectionBanner } from './ConnectionBanner';
import '../prime';
import './layout.css';

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
      <Footer />
    </div>
  );
}
