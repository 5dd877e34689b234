/**
 * `npm run bench:upload`: the cost of the largest audit request (5 files of 10 MB) on the
 * embedded database. Starts the production build (run `npm run build` first) on a fresh data
 * folder, sends a few such requests one after another and prints, for each, how long it took
 * and how much the server's memory (resident set of its processes) grew over the start.
 * Targets: under 10 s, under 150 MB.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startNextServer } from './lib/next-server';

const MB = 1024 * 1024;
const FILES = 5;
const ROUNDS = 3;
const BOUNDARY = '----marlowe-bench';

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
async function treeRss(root: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, ppid] of parents) if (ppid === tree[index]) tree.push(pid);
  }
  let total = 0;
  for (const pid of tree) {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  }
  return total;
}

function auditBody(email: string, fileBytes: number): Buffer {
  const fields: Record<string, string> = {
    fullName: 'Bench Mark',
    email,
    companyName: 'Load Testing LLC',
    departmentStructure: 'One team doing everything at once.',
    auditDepartments: 'operations',
    currentTools: 'Spreadsheets and email.',
    currentChallenges: 'Large documents that need reading.',
    expectedOutcomes: 'A clear plan for automation.',
    wantsStrategyCall: 'no',
    locale: 'en',
  };
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  for (let index = 0; index < FILES; index += 1) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="document-${index + 1}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      ),
      // Random bytes, like compressed PDF streams: nothing for the database to squeeze.
      randomBytes(fileBytes - 9),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-upload-'));
  const server = await startNextServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    TRUST_PROXY: 'true',
  });
  const pid = server.process.pid!;
  let client = 0;
  const send = async (body: Buffer) => {
    client += 1;
    const response = await fetch(`${server.url}/api/leads/audit`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-forwarded-for': `203.0.113.${client}`,
      },
      body: new Uint8Array(body),
    });
    if (response.status !== 201) {
      throw new Error(`Upload answered ${response.status}: ${await response.text()}`);
    }
  };
  try {
    // One small request first, so that the route is loaded before memory is measured.
    await send(auditBody('warmup@example.com', 64 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const baseline = await treeRss(pid);
    console.log(`Server memory before: ${(baseline / MB).toFixed(0)} MB`);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const body = auditBody(`bench-${round}@example.com`, 10 * MB);
      let peak = baseline;
      const sampler = setInterval(() => {
        void treeRss(pid).then((rss) => (peak = Math.max(peak, rss)));
      }, 100);
      const started = performance.now();
      await send(body);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, await treeRss(pid));
      console.log(
        `Round ${round}: ${FILES} × 10 MB in ${seconds.toFixed(2)} s; peak memory ${(peak / MB).toFixed(0)} MB, ` +
          `${((peak - baseline) / MB).toFixed(0)} MB over the start`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
