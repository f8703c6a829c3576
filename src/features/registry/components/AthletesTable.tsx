// The athletes list: lazy DataTable (server-side search, sort and pages of 30), stacked below 960 px.
// Admins also see the owner and verify or un-verify in one click.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { formatDate } from '@/lib/core/format';
import { useAthletes, type Athlete } from '../api';
import { athleteVerification, countryName, verificationExpiry } from '../model';
import { useRegistryRowActions, type RegistryTableProps } from '../useRegistryRowActions';
import { BeltLabel } from './Belt';
import { ExternalTag, VerificationTag } from './VerificationTag';

export function AthletesTable(props: RegistryTableProps<Athlete>) {
  const { t, i18n } = useTranslation('registry');
  const { params, isAdmin } = props;
  const query = useAthletes(params, isAdmin);
  const { tableProps, actions } = useRegistryRowActions('athletes', {
    ...props,
    query,
    name: (a) => `${a.name} ${a.surname}`,
    isVerified: (a) => athleteVerification(a) === 'verified',
    emptyIcon: 'pi pi-user',
  });

  return (
    <DataTable {...tableProps}>
      <Column
        field="surname"
        sortable
        header={t('athletes.colName')}
        body={(a: Athlete) => (
          <div className="registry-name">
            <strong>
              {a.surname} {a.name}
            </strong>
            <span className="muted">{formatDate(a.birthday)}</span>
          </div>
        )}
      />
      <Column field="belt" sortable header={t('form.belt')} body={(a: Athlete) => <BeltLabel belt={a.belt} />} />
      <Column field="club" sortable header={t('form.club')} body={(a: Athlete) => <span className="registry-club">{a.club}</span>} />
      <Column field="country" sortable header={t('form.country')} body={(a: Athlete) => [countryName(a.country, i18n.language), a.region].filter(Boolean).join(' · ')} />
      {isAdmin ? <Column header={t('staff.owner')} body={(a: Athlete) => a.expand?.owner?.name || a.expand?.owner?.username || ''} /> : null}
      <Column
        field="verified"
        sortable
        header={t('verification.title')}
        body={(a: Athlete) => (
          <div className="registry-tags">
            <VerificationTag state={athleteVerification(a)} expires={verificationExpiry(a)} />
            {a.external ? <ExternalTag /> : null}
          </div>
        )}
      />
      <Column header={t('list.actions')} body={actions} />
    </DataTable>
  );
}
