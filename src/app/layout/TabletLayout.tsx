import { MainOutlet } from './MainOutlet';
import '@/lib/core/primeTheme';
import '@/components/layout/layout.css';

/**
 * Layout of a judge's tablet: no site navigation (a judge on a seat has nowhere else to go and
 * nothing to tap by mistake); the page shows who sits where itself.
 */
export default function TabletLayout() {
  return (
    <div className="layout layout-tablet">
      <MainOutlet />
    </div>
  );
}
