import { useTranslation } from 'react-i18next';

const ICONS: Record<string, string> = { open: 'pi pi-circle', solved: 'pi pi-check-circle', closed: 'pi pi-lock' };

/** The issue's status in words, with an icon so colour is never the only cue. */
export function IssueStatusTag({ status }: { status: string }) {
  const { t } = useTranslation('issues');
  if (!ICONS[status]) return null;
  return (
    <span className={`issue-status issue-status-${status}`}>
      <span className={ICONS[status]} aria-hidden="true" />
      {t(`common:issueStatus.${status}`)}
    </span>
  );
}
