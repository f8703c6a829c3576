import type { ReactNode } from 'react';
import { PageHeader } from '@/components/PageHeader';
import './auth-card.css';

/** The narrow, centred card of the account screens (comfortable on a phone, not stretched on desktop). */
export function AuthCard({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`auth-page ${wide ? 'auth-page-wide' : ''}`}>
      <PageHeader title={title} subtitle={intro} />
      <div className="auth-card">{children}</div>
    </div>
  );
}
