import { MainOutlet } from './MainOutlet';
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
      <MainOutlet />
      <SiteFooter />
    </div>
  );
}
