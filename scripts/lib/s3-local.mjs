// A small S3-compatible object store on this machine for the drill: PocketBase's file storage
// (settings → S3, path style) keeps the uploaded files there, off the data dir, as a production
// bucket would. It answers the calls PocketBase's S3 client makes (put, get, head, delete, copy,
// list v2) and keeps the objects in a folder; it checks no signature: loopback only, tests only.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, rmSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const xml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function listAll(root) {
  const out = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith('.meta.json')) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/**
 * Starts the store on a free loopback port; `root` holds one folder per bucket.
 * @returns {Promise<{ url: string, root: string, requests: string[], stop(): Promise<void> }>}
 */
export async function startS3Local({ root }) {
  const requests = [];
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const body = Buffer.concat(chunks);
    const u = new URL(req.url, 'http://local');
    requests.push(`${req.method} ${u.pathname}${u.search}`);
    const [, bucket = '', ...rest] = u.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const dir = join(root, decodeURIComponent(bucket));
    const file = join(dir, key);
    const metaOf = (f) => (existsSync(`${f}.meta.json`) ? JSON.parse(readFileSync(`${f}.meta.json`, 'utf8')) : {});
    const send = (status, headers = {}, data) => {
      res.writeHead(status, headers);
      res.end(data);
    };
    try {
      if (!key && req.method === 'GET') {
        const prefix = u.searchParams.get('prefix') ?? '';
        const keys = listAll(dir).filter((k) => k.startsWith(prefix));
        const contents = keys
          .map((k) => {
            const st = statSync(join(dir, k));
            return `<Contents><Key>${xml(k)}</Key><LastModified>${st.mtime.toISOString()}</LastModified><Size>${st.size}</Size><ETag>"${metaOf(join(dir, k)).etag ?? ''}"</ETag><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join('');
        return send(200, { 'Content-Type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${xml(bucket)}</Name><Prefix>${xml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
      }
      if (req.method === 'PUT') {
        const source = req.headers['x-amz-copy-source'];
        const data = source ? readFileSync(join(root, decodeURIComponent(String(source)).replace(/^\//, ''))) : body;
        const meta = source ? metaOf(join(root, decodeURIComponent(String(source)).replace(/^\//, ''))) : { type: req.headers['content-type'] ?? 'application/octet-stream', amz: Object.fromEntries(Object.entries(req.headers).filter(([h]) => h.startsWith('x-amz-meta-'))) };
        meta.etag = createHash('md5').update(data).digest('hex');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, data);
        writeFileSync(`${file}.meta.json`, JSON.stringify(meta));
        if (source) return send(200, { 'Content-Type': 'application/xml' }, `<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>"${meta.etag}"</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`);
        return send(200, { ETag: `"${meta.etag}"` });
      }
      if (req.method === 'DELETE') {
        rmSync(file, { force: true });
        rmSync(`${file}.meta.json`, { force: true });
        return send(204);
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!existsSync(file)) return send(404, { 'Content-Type': 'application/xml' }, req.method === 'HEAD' ? undefined : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>not found</Message></Error>');
        const data = readFileSync(file);
        const meta = metaOf(file);
        const headers = { 'Content-Type': meta.type, 'Content-Length': String(data.length), ETag: `"${meta.etag}"`, 'Last-Modified': statSync(file).mtime.toUTCString(), 'Accept-Ranges': 'bytes', ...meta.amz };
        const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
        if (range && req.method === 'GET') {
          const start = Number(range[1]);
          const end = range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
          return send(206, { ...headers, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${data.length}` }, data.subarray(start, end + 1));
        }
        return send(200, headers, req.method === 'HEAD' ? undefined : data);
      }
      send(501);
    } catch (err) {
      send(500, { 'Content-Type': 'text/plain' }, String(err));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    root,
    requests,
    stop: () => new Promise((ok) => server.close(() => ok())),
  };
}
