// The tablet's side of a calibration round (docs/judging.md "Training and assessing judges"): while the
// supervisor keeps a round open on this tablet's tatami, the judge marks the reference performance here
// instead of a couple; the sheet is stored as calibration and never counts for any couple.
import { useTranslation } from 'react-i18next';
import { sheetItems } from '@/features/results/scoring';
import { useSendCalibration, type SeatCalibration } from '@/features/tablet/seatCalibrationApi';
import { ScoreSheet } from '@/features/results/components/ScoreSheet';

export function CalibrationSheet({ seatId, seat, data }: { seatId: string; seat: number; data: SeatCalibration }) {
  const { t } = useTranslation('results');
  const send = useSendCalibration(seatId, seat);
  const round = data.round;
  if (!round || !data.items || !data.scale) return null;
  const items = sheetItems(data.items, data.rules);
  return (
    <section aria-labelledby="calibration-sheet-title" className="calibration-sheet">
      <h2 id="calibration-sheet-title" className="judge-couple">
        {t('calibration.tabletTitle', { kata: t(`common:katas.${round.kata}`) })}
      </h2>
      <p className="muted">
        {round.label ? `${round.label} · ` : ''}
        {t(`calibration.source.${round.source}`)}
      </p>
      <p className="notice" role="note">
        <span className="pi pi-info-circle" aria-hidden="true" /> {t('calibration.tabletHint')}
      </p>
      {data.sheet ? (
        <p className="sheet-state sheet-state-sent" role="status">
          {t('calibration.tabletSent')}
        </p>
      ) : null}
      <ScoreSheet
        key={`${round.id}-${data.sheet?.updated ?? ''}`}
        idPrefix={`cal-${round.id}`}
        items={items}
        scale={data.scale}
        rules={data.rules}
        initial={data.sheet?.marks}
        corrected={!!data.sheet}
        saving={send.isPending}
        saveLabel={data.sheet ? t('calibration.tabletResend') : t('judge.send')}
        onSave={(marks) => send.mutate({ round: round.id, id: data.sheet?.id, marks })}
        confirmForgotten
      />
    </section>
  );
}
