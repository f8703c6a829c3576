// Child processes: clean stop (SIGTERM, then SIGKILL after a timeout) and a last-resort kill when
// this Node process exits, so that no server outlives the script or test run that started it.
const alive = new Set();
let exitHookInstalled = false;

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of alive) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* already gone */
      }
    }
  });
}

/** Remembers the child so that it is killed if this process exits without stopping it. */
export function track(child) {
  installExitHook();
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return child;
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Sends SIGTERM, waits up to `timeoutMs`, then SIGKILL. Resolves once the child has exited. */
export async function stopProcess(child, { timeoutMs = 5000, signal = 'SIGTERM' } = {}) {
  if (!child || !isRunning(child)) return;
  const exited = new Promise((ok) => child.once('exit', () => ok()));
  child.kill(signal);
  let timer;
  const timedOut = new Promise((ok) => {
    timer = setTimeout(() => ok('timeout'), timeoutMs);
  });
  const first = await Promise.race([exited, timedOut]);
  clearTimeout(timer);
  if (first === 'timeout' && isRunning(child)) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Keeps the last ~100-200 kB a child wrote (stdout and stderr): what a failure message shows. */
export function captureOutput(child) {
  let output = '';
  const keep = (s) => {
    output += s;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', (d) => keep(String(d)));
  child.stderr.on('data', (d) => keep(String(d)));
  return () => output;
}

/** Pipes a stream line by line to `write`, each line prefixed (for readable multi-server logs). */
export function prefixLines(stream, prefix, write = (s) => process.stdout.write(s)) {
  let buf = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buf += chunk;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      write(`${prefix}${buf.slice(0, i)}\n`);
      buf = buf.slice(i + 1);
    }
  });
  stream.on('end', () => {
    if (buf) write(`${prefix}${buf}\n`);
  });
}

/**
 * Calls `onOrphaned` when this process's parent goes away. `npm start` runs scripts through
 * `sh -c`; a SIGTERM to npm (a service manager, a CI timeout) stops npm and the shell but not us.
 */
export function watchParent(onOrphaned, intervalMs = 1000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    let gone = process.ppid !== parent;
    if (!gone) {
      try {
        process.kill(parent, 0);
      } catch {
        gone = true;
      }
    }
    if (gone) {
      clearInterval(timer);
      onOrphaned();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
