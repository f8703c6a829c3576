import { MainOutlet } from './MainOutlet';
import 'primeicons/primeicons.css';
import '@/styles/prime-public.css';
import '@/components/layout/layout.css';

/**
 * Layout of a judge's tablet: no site navigation (a judge on a seat has nowhere else to go and
 * nothing to tap by mistake); the page shows who sits where itself. Light, like the public landing
 * pages: the tablet paints with prime-public.css, without PrimeReact's full theme (its dialogs load it).
 */
export default function TabletLayout() {
  return (
    <div className="layout layout-tablet">
      <MainOutlet />
    </div>
  );
}
