import type { ReactNode } from 'react';
import './form.css';

const ICONS = { success: 'pi pi-check-circle', error: 'pi pi-times-circle', warn: 'pi pi-exclamation-triangle', info: 'pi pi-info-circle' };

/**
 * The result of an action shown on the page (verified, reset, failed …): errors are announced
 * assertively (role=alert), the rest politely (role=status).
 */
export function Outcome({ severity, children, className = '' }: { severity: 'success' | 'error' | 'warn' | 'info'; children: ReactNode; className?: string }) {
  return (
    <div className={`outcome outcome-${severity} ${className}`} role={severity === 'error' || severity === 'warn' ? 'alert' : 'status'}>
      <span className={ICONS[severity]} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
