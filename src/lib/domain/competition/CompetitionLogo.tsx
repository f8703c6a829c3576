// No SDK here: the logo's URL is built by lib/core/apiUrl, like every public file's.
import type { CompetitionsRecord } from '@/lib/pb-types';
import { fileUrl } from '@/lib/core/apiUrl';
import './competition.css';

type LogoOf = Pick<CompetitionsRecord, 'id' | 'collectionId' | 'logo' | 'name'>;

function logoUrl(competition: LogoOf, thumb: '96x96' | '320x0'): string {
  return competition.logo ? fileUrl(competition, competition.logo, thumb) : '';
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toLocaleUpperCase())
    .join('');
}

/** The competition's logo (a server thumbnail), or its initials when it has none. Decorative: the name is always beside it. */
export function CompetitionLogo({ competition, size = 'small' }: { competition: LogoOf; size?: 'small' | 'large' }) {
  const src = logoUrl(competition, size === 'large' ? '320x0' : '96x96');
  const px = size === 'large' ? 96 : 48;
  return (
    <span className={`competition-logo competition-logo-${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" width={px} height={px} loading="lazy" decoding="async" /> : <span className="competition-logo-initials">{initials(competition.name)}</span>}
    </span>
  );
}
