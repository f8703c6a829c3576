// Reading a QR code from a camera frame: the browser's BarcodeDetector where it exists (Android
// Chrome, Safari 17+: native, fast, off the main thread), otherwise jsQR, imported only when a desk
// opens the scanner (it never weighs on any other page).
export type Decode = (video: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

// Phones film at 720p or more; a QR held at the desk is found as well at this width, ~4× faster.
const MAX_WIDTH = 640;

export async function createDecoder(): Promise<{ decode: Decode; engine: 'native' | 'jsqr' }> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      if ((await Native.getSupportedFormats()).includes('qr_code')) {
        const detector = new Native({ formats: ['qr_code'] });
        return { engine: 'native', decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
      }
    } catch {
      // Declared but unusable (e.g. no platform support): the library below.
    }
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  return {
    engine: 'jsqr',
    decode: async (video) => {
      if (!ctx || !video.videoWidth) return null;
      const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
      const w = Math.round(video.videoWidth * scale);
      const h = Math.round(video.videoHeight * scale);
      if (canvas.width !== w) canvas.width = w;
      if (canvas.height !== h) canvas.height = h;
      ctx.drawImage(video, 0, 0, w, h);
      const found = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'attemptBoth' });
      return found?.data ?? null;
    },
  };
}
