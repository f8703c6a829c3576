// The QR code renders as a named SVG image once the lazily imported encoder arrives, and re-encodes
// when the value changes (never showing the previous value's modules under the new value).
import { expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { create } from 'qrcode';
import { QrCode } from './QrCode';

it('draws the modules of the value, named by the label', async () => {
  const { rerender } = render(<QrCode value="hello" label="Check-in code" />);
  const img = screen.getByRole('img', { name: 'Check-in code' });
  await waitFor(() => expect(img).toHaveAttribute('data-qr-value', 'hello'));
  const size = create('hello', { errorCorrectionLevel: 'M' }).modules.size;
  expect(img.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`);
  expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

  rerender(<QrCode value={'x'.repeat(80)} label="Check-in code" />);
  expect(img).not.toHaveAttribute('data-qr-value');
  await waitFor(() => expect(img).toHaveAttribute('data-qr-value', 'x'.repeat(80)));
});
