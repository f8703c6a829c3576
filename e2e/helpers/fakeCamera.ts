// A fake camera for Chromium (--use-file-for-fake-video-capture): a Y4M video of a QR code, generated
// at test time with the same `qrcode` package the SPA draws with (nothing binary is kept in git).
// Y4M = one text header line, then per frame "FRAME\n" + raw I420 (the Y plane, then U and V at half
// resolution). A QR is black and white, so chroma stays neutral (128) and luma is 0 or 255.
// Without a file, Chromium's own test pattern (the video review's recordings).
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Browser, TestInfo } from '@playwright/test';
import { chromium } from '@playwright/test';
import { create } from 'qrcode';

const W = 640;
const H = 480;

/** Writes `frames` identical frames showing `text` as a QR code (8 px per module, centred, quiet zone). */
export async function writeQrVideo(path: string, text: string, frames = 6): Promise<void> {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(Math.min(W, H) / (modules.size + 8));
  const size = modules.size * scale;
  const x0 = Math.floor((W - size) / 2);
  const y0 = Math.floor((H - size) / 2);
  const y = Buffer.alloc(W * H, 255);
  for (let my = 0; my < modules.size; my++) {
    for (let mx = 0; mx < modules.size; mx++) {
      if (!modules.get(mx, my)) continue;
      for (let dy = 0; dy < scale; dy++) y.fill(0, (y0 + my * scale + dy) * W + x0 + mx * scale, (y0 + my * scale + dy) * W + x0 + (mx + 1) * scale);
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

/**
 * A browser with Chromium's fake camera, granted without a prompt: its test pattern, or the Y4M file
 * at `video` (Chromium opens it on each capture start, so it may be rewritten between scans). The
 * full Chromium: the headless shell the other specs use has no media capture (getUserMedia →
 * NotSupportedError).
 */
export async function cameraBrowser(info: TestInfo, video?: string): Promise<Browser> {
  const base = info.project.use.launchOptions ?? {};
  const executablePath = process.env.PLAYWRIGHT_CAMERA_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const camera = video ? [`--use-file-for-fake-video-capture=${video}`] : ['--use-fake-ui-for-media-stream'];
  return chromium.launch({ ...base, executablePath, args: [...(base.args ?? []), '--use-fake-device-for-media-stream', ...camera] });
}
