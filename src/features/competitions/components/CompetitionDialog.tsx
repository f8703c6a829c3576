// Create/edit dialog of a competition: its data (first tab) and its circuits (second tab, once the
// competition exists). After a create the dialog stays open on the new record's circuits. Above them,
// the season it belongs to and its level, read-only (admins set them on the season).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { TabView, TabPanel } from 'primereact/tabview';
import type { User } from '@/lib/core/types';
import type { Competition } from '../api';
import { canManageCompetitions, canEditCompetition } from '@/lib/domain/permissions';
import { CompetitionForm } from './CompetitionForm';
import { CircuitsEditor } from './CircuitsEditor';
import { SeasonMembership } from './SeasonMembership';

export interface CompetitionDialogProps {
  /** The competition to edit, or null to create one. */
  competition: Competition | null;
  user: User;
  onClose: () => void;
}

/** Tab title with a decorative icon (PrimeReact's leftIcon would put the icon glyph into the tab's name). */
function TabHeader({ icon, label }: { icon: string; label: string }) {
  return (
    <>
      <span className={icon} aria-hidden="true" />
      {label}
    </>
  );
}

export function CompetitionDialog({ competition, user, onClose }: CompetitionDialogProps) {
  const { t } = useTranslation('competitions');
  const [record, setRecord] = useState<Competition | null>(competition);
  const [tab, setTab] = useState(0);
  const editable = record ? canEditCompetition(user, record) : canManageCompetitions(user);

  return (
    <Dialog
      visible
      onHide={onClose}
      header={record ? t('form.editTitle', { name: record.name }) : t('form.createTitle')}
      className="competition-dialog"
      breakpoints={{ '960px': '96vw', '640px': '100vw' }}
      style={{ width: '58rem' }}
      blockScroll
      // Escape also closes the date pickers and lists inside the form: it must not throw the form away.
      closeOnEscape={false}
      draggable={false}
    >
      {record ? <SeasonMembership competitionId={record.id} /> : null}
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)} className="competition-dialog-tabs">
        <TabPanel header={<TabHeader icon="pi pi-calendar" label={t('form.tabData')} />}>
          <CompetitionForm
            competition={record}
            user={user}
            readOnly={!editable}
            onCancel={onClose}
            onSaved={(saved, created) => {
              setRecord(saved);
              if (created) setTab(1);
            }}
          />
        </TabPanel>
        <TabPanel header={<TabHeader icon="pi pi-sitemap" label={t('form.tabCircuits')} />} disabled={!record}>
          {record ? <CircuitsEditor competitionId={record.id} canEdit={editable} /> : null}
        </TabPanel>
      </TabView>
    </Dialog>
  );
}
