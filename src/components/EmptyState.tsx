import type { ReactNode } from 'react';
import './components.css';

export interface EmptyStateProps {
  /** The spec's text, e.g. t('athletes.empty') → "No athletes found". */
  title: string;
  description?: ReactNode;
  /** primeicons class, e.g. "pi pi-users". */
  icon?: string;
  /** Heading level of the title inside the page (the page has the h1). */
  level?: 2 | 3;
  /** Actions, e.g. a "create" button. */
  children?: ReactNode;
  className?: string;
}

/** What a list or page shows when there is nothing to show. Never leave a page blank. */
export function EmptyState({ title, description, icon = 'pi pi-inbox', level = 2, children, className = '' }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`empty-state ${className}`}>
      <span className={`empty-state-icon ${icon}`} aria-hidden="true" />
      <Heading className="empty-state-title">{title}</Heading>
      {description ? <p className="empty-state-description">{description}</p> : null}
      {children ? <div className="empty-state-actions">{children}</div> : null}
    </div>
  );
}
