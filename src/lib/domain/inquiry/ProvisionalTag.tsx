// "Provisional" beside a couple's place while an inquiry may still change it (./provisional.ts).
// Every public view of a place renders it: the board, the results, the venue screen, a couple's sheet.
import { useTranslation } from 'react-i18next';
import './inquiry.css';

export function ProvisionalTag({ show, large = false }: { show: boolean; large?: boolean }) {
  const { t } = useTranslation('common');
  if (!show) return null;
  return (
    <span className={`provisional-tag${large ? ' provisional-tag-large' : ''}`} title={t('inquiry.provisionalHint')}>
      {t('inquiry.provisional')}
    </span>
  );
}
