// The couples list: tori and uke with their belts, the kata, verification (the couple's and its
// athletes'), the standing of the user's own couples for a season's final event to come ("qualified for
// …", the server's word), and the same actions as the athletes list.
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { CoupleQualificationTag } from '@/lib/domain/season/QualificationTag';
import { useMyQualifications } from '@/lib/domain/seasonQualification';
import { useCouples, type Athlete, type Couple } from '../api';
import { athleteVerification, coupleVerification } from '../model';
import { useRegistryRowActions, type RegistryTableProps } from '../useRegistryRowActions';
import { BeltSwatch } from './Belt';
import { athleteName } from './CoupleDialog';
import { ExternalTag, VerificationTag } from './VerificationTag';

function Member({ athlete, role }: { athlete?: Athlete; role: string }) {
  const { t } = useTranslation('registry');
  if (!athlete) return null;
  const state = athleteVerification(athlete);
  return (
    <div className="couple-member">
      <span className="couple-role">{role}</span>
      <BeltSwatch belt={athlete.belt} />
      <span>{athleteName(athlete)}</span>
      {state !== 'verified' ? <span className={`pi ${state === 'expired' ? 'pi-history' : 'pi-clock'} couple-member-warn`} title={t(`verification.athlete_${state}`)} aria-label={t(`verification.athlete_${state}`)} role="img" /> : null}
    </div>
  );
}

export function CouplesTable(props: RegistryTableProps<Couple>) {
  const { t } = useTranslation('registry');
  const { params, isAdmin } = props;
  const query = useCouples(params, isAdmin);
  const qualifications = useMyQualifications();
  const { tableProps, actions } = useRegistryRowActions('couples', {
    ...props,
    query,
    name: (c) => `${athleteName(c.expand?.tori)} – ${athleteName(c.expand?.uke)}`,
    isVerified: (c) => c.verified,
    // The server verifies a couple only once both its athletes are.
    verifyBlocked: (c) => ([c.expand?.tori, c.expand?.uke].some((a) => a && !a.verified) ? t('staff.verifyAthletesFirst') : null),
    emptyIcon: 'pi pi-users',
  });

  return (
    <DataTable {...tableProps}>
      <Column
        field="tori.surname"
        sortable
        header={t('couples.colCouple')}
        body={(c: Couple) => (
          <div className="couple-members">
            <Member athlete={c.expand?.tori} role={t('form.tori')} />
            <Member athlete={c.expand?.uke} role={t('form.uke')} />
          </div>
        )}
      />
      <Column field="kata" sortable header={t('form.kata')} body={(c: Couple) => (c.kata ? t(`common:katas.${c.kata}`) : '')} />
      {isAdmin ? <Column header={t('staff.owner')} body={(c: Couple) => c.expand?.owner?.name || c.expand?.owner?.username || ''} /> : null}
      <Column
        field="verified"
        sortable
        header={t('verification.title')}
        body={(c: Couple) => (
          <div className="registry-tags">
            <VerificationTag state={coupleVerification(c)} />
            {c.external ? <ExternalTag /> : null}
            {(qualifications.data?.get(c.id) ?? []).map((q) => (
              <CoupleQualificationTag key={`${q.competition}-${q.season}`} q={q} />
            ))}
          </div>
        )}
      />
      <Column header={t('list.actions')} body={actions} />
    </DataTable>
  );
}
