// The frame of the athlete and couple dialogs: a modal form (Escape does not close it: typed data
// stays until Cancel), the note that saving a verified record resets its verification, and
// Cancel/Save.
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { RegistryKind } from '../useRegistryRowActions';

export interface RegistryDialogProps {
  kind: RegistryKind;
  header: string;
  /** Width on desktop (the dialog fills a phone). */
  width: string;
  /** The record edited is verified: the note says what saving does. */
  verified: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function RegistryDialog({ kind, header, width, verified, onSubmit, isSubmitting, onClose, children }: RegistryDialogProps) {
  const { t } = useTranslation('registry');
  return (
    <Dialog visible onHide={onClose} header={header} breakpoints={{ '960px': '96vw', '640px': '100vw' }} style={{ width }} className="registry-dialog" closeOnEscape={false} draggable={false} blockScroll>
      <form onSubmit={onSubmit} noValidate className="registry-form">
        {verified ? (
          <p className="registry-form-note" role="note">
            <span className="pi pi-info-circle" aria-hidden="true" /> {t(`${kind}.verifiedNote`)}
          </p>
        ) : null}
        {children}
        <div className="form-actions">
          <Button type="button" label={t('common:actions.cancel')} text onClick={onClose} />
          <Button type="submit" label={t('common:actions.save')} icon="pi pi-check" loading={isSubmitting} />
        </div>
      </form>
    </Dialog>
  );
}
