// A local SMTP catcher (maildev, from node_modules) and a small client for its REST API, so that
// every mail PocketBase sends can be read in a browser (dev) or by a test (e2e).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, onFreePorts, waitForHttp } from './net.mjs';

/** Reads the mails a maildev instance caught, through its REST API (`/api/email`). */
export class MailCatcherClient {
  constructor(webUrl) {
    this.url = webUrl.replace(/\/+$/, '');
  }

  async #json(path, init) {
    const res = await fetch(`${this.url}${path}`, init);
    if (!res.ok) throw new Error(`maildev ${init?.method ?? 'GET'} ${path}: HTTP ${res.status}`);
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  }

  /** Every caught mail, oldest first. */
  async list() {
    const all = (await this.#json('/api/email')) ?? [];
    return all.sort((a, b) => new Date(a.time).getTime() - new Date(b.time).getTime());
  }

  get(id) {
    return this.#json(`/api/email/${encodeURIComponent(id)}`);
  }

  async clear() {
    await this.#json('/api/email/all', { method: 'DELETE' });
  }

  /** Mails sent to `to` (case-insensitive), oldest first. */
  async to(address) {
    const want = address.toLowerCase();
    return (await this.list()).filter((m) => (m.to ?? []).some((t) => String(t.address).toLowerCase() === want));
  }

  /**
   * Waits for the newest mail that matches: `to` (address), `subject` (substring or RegExp),
   * `after` (only mails received after this Date/ms). Resolves with the mail.
   */
  async waitFor({ to, subject, after, timeoutMs = 15_000, intervalMs = 200 } = {}) {
    const since = after === undefined ? 0 : new Date(after).getTime();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = (await this.list()).filter((m) => {
        if (since && new Date(m.time).getTime() < since) return false;
        if (to && !(m.to ?? []).some((t) => String(t.address).toLowerCase() === to.toLowerCase())) return false;
        if (subject instanceof RegExp && !subject.test(m.subject ?? '')) return false;
        if (typeof subject === 'string' && !(m.subject ?? '').includes(subject)) return false;
        return true;
      });
      if (mails.length) return mails[mails.length - 1];
      if (Date.now() > deadline) {
        throw new Error(`no mail${to ? ` to ${to}` : ''}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs} ms`);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  }
}

/** The links (href targets and bare URLs) in a mail, in order of appearance. */
export function linksOf(mail) {
  const links = [];
  const html = mail.html ?? '';
  for (const m of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) links.push(m[1].replace(/&amp;/g, '&'));
  for (const m of (mail.text ?? '').matchAll(/https?:\/\/[^\s"'<>)]+/g)) links.push(m[0]);
  return [...new Set(links)];
}

/**
 * Starts maildev in this process on free ports (or the given ones), bound to 127.0.0.1.
 * Returns { smtpHost, smtpPort, webPort, url, client, stop() }.
 */
export async function startMailCatcher(opts = {}) {
  return onFreePorts(() => startMailCatcherOnce(opts), { given: !!(opts.smtpPort || opts.webPort), taken: (err) => /EADDRINUSE/.test(String(err?.code ?? err)) });
}

async function startMailCatcherOnce({ host = '127.0.0.1', smtpPort, webPort, silent = true } = {}) {
  const { MailDev } = await import('maildev');
  const smtp = smtpPort ?? (await freePort(host));
  const web = webPort ?? (await freePort(host));
  // Each catcher keeps its .eml files in its own temp dir (maildev's default is a shared /tmp/maildev).
  const mailDirectory = mkdtempSync(join(tmpdir(), 'kata-mail-'));
  const maildev = new MailDev({ smtp, web, ip: host, webIp: host, silent, verbose: false, mailDirectory, maxEmails: 5000 });
  // maildev prints "MailDev API running at …" with console.info even when silent.
  const info = console.info;
  if (silent) console.info = () => {};
  try {
    await maildev.start();
  } catch (err) {
    // One of its two servers may have started: close it before trying other ports.
    await maildev.stop().catch(() => {});
    rmSync(mailDirectory, { recursive: true, force: true });
    throw err;
  } finally {
    console.info = info;
  }
  const url = `http://${host}:${web}`;
  await waitForHttp(`${url}/api/healthz`, { timeoutMs: 10_000 });
  let stopped = false;
  return {
    smtpHost: host,
    smtpPort: smtp,
    webPort: web,
    url,
    client: new MailCatcherClient(url),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await maildev.stop();
      } finally {
        rmSync(mailDirectory, { recursive: true, force: true });
      }
    },
  };
}
