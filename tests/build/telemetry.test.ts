import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// How a file names the Next.js command: its binary's path, `bin('next')`, or `npx next`.
const runsNext =
  /['"](?:\.bin|bin)['"],\s*['"]next['"]|bin\(['"]next['"]\)|spawn(?:Sync)?\(\s*['"]next['"]|\bnpx next\b/;

function filesRunningNext(): string[] {
  const scripts = readdirSync(path.join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(?:ts|mts|mjs)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join('scripts', file));
  return [...scripts, 'playwright.config.ts'].filter((file) => runsNext.test(read(file)));
}

/** The `next` commands of one npm script, each with the variables set before it. */
function nextCommands(command: string) {
  return command.split(/&&|\|\||;/).flatMap((part) => {
    const words = part.trim().split(/\s+/);
    const assignments = words.filter((word, index) =>
      words.slice(0, index + 1).every((w) => /^\w+=/.test(w)),
    );
    const program = words.slice(assignments.length).filter((word) => word !== 'npx')[0];
    return program === 'next' ? [{ part: part.trim(), assignments }] : [];
  });
}

describe("Next.js's anonymous telemetry", () => {
  it('is off in every npm script that runs next', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const commands = Object.values(scripts).flatMap(nextCommands);
    expect(commands.some(({ part }) => part.endsWith('next build'))).toBe(true);
    for (const { part, assignments } of commands) {
      expect(assignments, part).toContain('NEXT_TELEMETRY_DISABLED=1');
    }
  });

  it('is off in every script that starts or builds the site', () => {
    const files = filesRunningNext();
    expect(files).toEqual(
      expect.arrayContaining([
        'scripts/start.ts',
        'scripts/test.ts',
        'scripts/measure/lib/next-server.ts',
      ]),
    );
    for (const file of files) expect(read(file), file).toContain("NEXT_TELEMETRY_DISABLED: '1'");
  });

  it('is off in the server that `npm start`, `npm run dev` and the tests run', () => {
    expect(read('scripts/server.mjs')).toMatch(/^process\.env\.NEXT_TELEMETRY_DISABLED = '1';$/m);
  });

  it('is off for everything continuous integration runs', () => {
    expect(read('.ci/run')).toMatch(/^export NEXT_TELEMETRY_DISABLED=1$/m);
  });
});
