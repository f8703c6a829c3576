// The way to "My judging" for an account linked to a judge of the judges' list (any role): nothing
// for everybody else.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/core/paths';
import { useMyJudge } from '../api';

export function JudgingCard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const judge = useMyJudge(userId);
  if (!judge.data) return null;
  return (
    <section className="section" aria-labelledby="dash-judging">
      <div className="dash-section-head">
        <h2 id="dash-judging" className="section-title">
          {t('judging.title')}
        </h2>
        <Link to={paths.myJudging} className="p-button p-component dash-link">
          {t('common:titles.myJudging')}
        </Link>
      </div>
      <p>{t('judging.linked', { name: judge.data.name })}</p>
    </section>
  );
}
