import { useTranslation } from 'react-i18next';
import { BELTS } from '../model';

/** A belt's colour swatch (decorative: the name next to it carries the meaning). */
export function BeltSwatch({ belt }: { belt: string }) {
  const b = BELTS.find((x) => x.value === belt);
  if (!b) return null;
  const background = b.stripe ? `repeating-linear-gradient(90deg, ${b.colour} 0 6px, ${b.stripe} 6px 12px)` : b.colour;
  return <span className="belt-swatch" style={{ background }} aria-hidden="true" />;
}

export function BeltLabel({ belt }: { belt: string }) {
  const { t } = useTranslation('common');
  if (!belt) return null;
  return (
    <span className="belt-label">
      <BeltSwatch belt={belt} />
      {t(`belts.${belt}`)}
    </span>
  );
}
