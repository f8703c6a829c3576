import { MainOutlet } from './MainOutlet';
import { Header } from './Header';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { ConnectionBanner } from './ConnectionBanner';
// The theme's rules for the PrimeReact classes the light public pages write themselves: the full theme
// comes with the pages that render PrimeReact (app/routes.tsx), after the first paint of a public page.
import 'primeicons/primeicons.css';
import '@/styles/prime-public.css';
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
