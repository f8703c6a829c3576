// A couple's inquiry as the public sees it on the couple's sheet: "Provisional" while an inquiry may
// still change the place, then the jury's decision once taken. The reason the owner gave is never
// public (the inquiries' rules); the decision is.
import { useTranslation } from 'react-i18next';
import { ProvisionalTag } from './ProvisionalTag';
import { useProvisional, type InquiryFields } from './provisional';
import './inquiry.css';

export function InquiryOutcome({ entry }: { entry: InquiryFields }) {
  const { t } = useTranslation('common');
  const provisional = useProvisional(entry);
  const decided = entry.inquiry === 'upheld' || entry.inquiry === 'rejected';
  if (!provisional && !decided) return null;
  return (
    <div className="inquiry-outcome" role="status">
      {provisional ? (
        <p>
          <ProvisionalTag show />
          <span className="muted"> {t('inquiry.provisionalHint')}</span>
        </p>
      ) : null}
      {decided ? (
        <p className={`inquiry-decision inquiry-${entry.inquiry}`}>
          <span className={`pi ${entry.inquiry === 'upheld' ? 'pi-replay' : 'pi-times-circle'}`} aria-hidden="true" />{' '}
          {t(entry.inquiry === 'upheld' ? 'inquiry.decisionUpheld' : 'inquiry.decisionRejected', { decision: entry.inquiryDecision || '–' })}
        </p>
      ) : null}
    </div>
  );
}
