import { useEffect, useState } from 'react';

export interface QrCodeProps {
  /** What the code encodes (e.g. a check-in token). */
  value: string;
  /** Accessible name of the image, e.g. "Check-in code of Rossi / Bianchi". */
  label: string;
  /** CSS size of the square (any length); the SVG scales without blur. */
  size?: string;
  className?: string;
}

interface Matrix {
  value: string;
  size: number;
  path: string;
}

// A 4-module quiet zone is what scanners expect around the code (ISO/IEC 18004).
const QUIET = 4;

/**
 * A QR code as crisp SVG (prints well on the A6 card). The `qrcode` package is imported lazily so it
 * never lands in a page's first bundle; until it arrives the box keeps its size (no layout shift).
 */
export function QrCode({ value, label, size = '10rem', className = '' }: QrCodeProps) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);

  useEffect(() => {
    let alive = true;
    void import('qrcode').then(({ create }) => {
      if (!alive) return;
      const { modules } = create(value, { errorCorrectionLevel: 'M' });
      // One path of 1×1 squares: a few kB even for long values, and no innerHTML.
      let path = '';
      for (let y = 0; y < modules.size; y++) {
        for (let x = 0; x < modules.size; x++) {
          if (modules.get(x, y)) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
        }
      }
      setMatrix({ value, size: modules.size, path });
    });
    return () => {
      alive = false;
    };
  }, [value]);

  const ready = matrix && matrix.value === value ? matrix : null;
  const box = ready ? ready.size + QUIET * 2 : 1;
  return (
    <svg
      className={`qr-code ${className}`}
      role="img"
      aria-label={label}
      aria-busy={ready ? undefined : true}
      width={size}
      height={size}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-qr-value={ready ? value : undefined}
    >
      <rect width={box} height={box} fill="#fff" />
      {ready ? <path d={ready.path} fill="#000" /> : null}
    </svg>
  );
}
