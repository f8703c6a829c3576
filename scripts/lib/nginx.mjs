// A throw-away nginx (the Debian package, as in production) in front of a local server: the README's
// reverse-proxy recipe on a free loopback port, with a temp prefix dir. Tests use it to see the portal
// as the documented deploy does (every connection from the proxy, the client in X-Forwarded-For).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHttp } from './net.mjs';
import { stopProcess, track } from './process.mjs';

/** The nginx binary (NGINX_BIN, the usual paths, then PATH), or null. */
export function nginxBinary() {
  for (const p of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (p && existsSync(p)) return p;
  const w = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return w.status === 0 && w.stdout.trim() ? w.stdout.trim() : null;
}

/**
 * The start of a throw-away nginx.conf, up to the inside of its http block: one worker in the
 * foreground, its pid, logs and temp files in `dir`.
 */
export function confHead({ dir, connections = 1024 }) {
  // As root, nginx's workers would run as nobody, who cannot write this temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;`;
}

/** The proxy of docs/deploy.md without the cache: the client's address appended to X-Forwarded-For. */
export function proxyConf({ port, origin, dir }) {
  return `${confHead({ dir })}
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / { proxy_pass http://${origin}; }
  }
}
`;
}

/**
 * Starts nginx in front of `origin` (http://host:port). Resolves when it answers /api/health.
 * @param {{ origin: string }} o
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startNginx({ origin }) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx, or NGINX_BIN)');
  const dir = mkdtempSync(join(tmpdir(), 'kata-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, proxyConf({ port, origin: origin.replace(/^https?:\/\//, ''), dir }));
  const proc = track(spawn(bin, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] }));
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += d));
  const stop = async () => {
    await stopProcess(proc);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`, { timeoutMs: 15_000, isDead: () => proc.exitCode !== null });
  } catch (err) {
    const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`nginx did not start: ${stderr || log || String(err)}`, { cause: err });
  }
  return { url, stop };
}
