/**
 * The Blogazine's newsletter: one issue per article, to every confirmed subscriber.
 *   npm run newsletter -- list                    each article: not sent, or sent with its progress
 *   npm run newsletter -- preview <slug> [--language en|es] [--html]
 *   npm run newsletter -- test <slug>             both languages to STUDIO_NOTIFY_EMAIL, at once
 *   npm run newsletter -- send <slug> [--yes]     queues the issue; the server sends it
 * An article is named by its current slug. With the embedded database, stop the server first
 * (only one process may open it) and start it again to send; with DATABASE_URL, run it any time.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { parseServerEnv } from '../../src/config/env-schema';
import { getArticles, publishedArticleBySlug, type Article } from '../../src/content/blog';
import { loadPublishedArticles } from '../../src/features/blog/server/published-articles';
import { audience, stillSending } from '../../src/features/newsletter/server/progress';
import {
  deliveryStatuses,
  listSends,
  type SendRecord,
} from '../../src/features/newsletter/server/sends-repository';
import {
  queueTestIssue,
  sampleIssue,
  sendIssue,
  type SendOutcome,
} from '../../src/features/newsletter/server/sends';
import { isLocale, locales } from '../../src/i18n/routing';
import { deliverDueEmails } from '../../src/server/mail/outbox';
import { transportFromEnv } from '../../src/server/mail/transport';
import { openConfiguredDatabase } from './lib/database';
import { usageFailure } from './lib/options';

const usage = `Usage:
  npm run newsletter -- list                                 articles, and each send's progress
  npm run newsletter -- preview <slug> [--language en|es] [--html]   the email, as text or HTML
  npm run newsletter -- test <slug>                          a test of both languages to the studio
  npm run newsletter -- send <slug> [--yes]                  every confirmed subscriber, once`;

const fail: (message: string) => never = usageFailure(usage);

function parseCommand() {
  try {
    const { positionals, values } = parseArgs({
      allowPositionals: true,
      options: {
        language: { type: 'string' },
        html: { type: 'boolean', default: false },
        yes: { type: 'boolean', default: false },
      },
    });
    const [command, slug, ...extra] = positionals;
    if (extra.length > 0) fail(`Unexpected argument: ${extra.join(' ')}`);
    if (command === 'list') return { command, ...values } as const;
    if (command !== 'preview' && command !== 'test' && command !== 'send') {
      fail(command ? `Unknown command: ${command}` : 'Name a command.');
    }
    if (!slug) fail(`Name the article: npm run newsletter -- ${command} <slug>`);
    const { language } = values;
    if (language !== undefined && !isLocale(language)) fail('--language is en or es.');
    return { command, slug, ...values, language } as const;
  } catch (error) {
    fail((error as Error).message);
  }
}

const env = parseServerEnv(process.env);
const day = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function progressLine(send: SendRecord): string {
  const by =
    send.sentBy === 'desk'
      ? `the desk${send.device ? ` (${send.device})` : ''}`
      : 'the command line';
  const counts = deliveryStatuses.map((status) => `${send.counts[status]} ${status}`).join(', ');
  const state = stillSending(send) ? 'sending' : 'done';
  return `sent ${day(send.createdAt)} from ${by} to ${send.recipients}: ${counts} (${state})`;
}

async function list(db: Parameters<typeof listSends>[0]) {
  const [sends, readers] = await Promise.all([listSends(db), audience(db)]);
  console.log(
    `${readers.total} confirmed subscribers (${readers.en} English, ${readers.es} Spanish)`,
  );
  for (const article of await getArticles('en')) {
    const send = sends.find((item) => item.article === article.id);
    console.log(
      `  ${article.date}  ${article.slug}\n      ${send ? progressLine(send) : 'not sent'}`,
    );
  }
}

function refusal(outcome: Exclude<SendOutcome, { kind: 'queued' }>, slug: string): string {
  switch (outcome.kind) {
    case 'already-sent':
      return `“${slug}” already went out on ${day(outcome.sentAt)}.`;
    case 'recipients-changed':
      return `the list changed meanwhile (${outcome.recipients} now); run the command again.`;
    case 'no-recipients':
      return 'there is no confirmed subscriber yet.';
    case 'unknown-article':
      return `no article "${slug}".`;
  }
}

async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${question} Type "yes" to send: `);
  prompt.close();
  return answer.trim().toLowerCase() === 'yes';
}

async function publishedBySlug(slug: string): Promise<Article> {
  const article = await publishedArticleBySlug(slug);
  if (!article) fail(`No published article "${slug}". \`npm run newsletter -- list\` names them.`);
  return article;
}

async function main() {
  const options = parseCommand();
  const handle = await openConfiguredDatabase();
  try {
    await loadPublishedArticles(handle.db, new Date());
    if (options.command === 'list') return await list(handle.db);
    const article = await publishedBySlug(options.slug);
    if (options.command === 'preview') {
      for (const locale of options.language ? [options.language] : locales) {
        const email = (await sampleIssue(
          article.id,
          locale,
          env.STUDIO_NOTIFY_EMAIL,
          env.SITE_URL,
          new Date(),
        ))!;
        console.log(options.html ? email.html : `Subject: ${email.subject}\n\n${email.text}\n`);
      }
      return;
    }
    if (options.command === 'test') {
      const ids = await queueTestIssue(handle.db, {
        articleId: article.id,
        to: env.STUDIO_NOTIFY_EMAIL,
        siteUrl: env.SITE_URL,
        now: new Date(),
      });
      const transport = transportFromEnv(env);
      const result = await deliverDueEmails({ db: handle.db, transport, only: ids });
      transport.close?.();
      console.log(
        result.failed
          ? `The test could not be handed to ${transport.description}; the outbox retries it.`
          : `Sent a test in each language to ${env.STUDIO_NOTIFY_EMAIL} via ${transport.description}.`,
      );
      return;
    }
    const readers = await audience(handle.db);
    const title = article.en.title;
    if (!options.yes && !(await confirmed(`Send “${title}” to ${readers.total} subscribers?`))) {
      console.error('Nothing sent. (Without a terminal, add --yes to send.)');
      process.exitCode = 1;
      return;
    }
    const outcome = await sendIssue(handle.db, {
      articleId: article.id,
      sentBy: 'command-line',
      expectedRecipients: readers.total,
      now: new Date(),
      siteUrl: env.SITE_URL,
      ratePerMinute: env.NEWSLETTER_RATE,
    });
    if (outcome.kind === 'queued') {
      console.log(
        `Queued “${title}” for ${outcome.send.recipients} subscribers; a running server sends them at ${env.NEWSLETTER_RATE} a minute.`,
      );
      return;
    }
    console.error(`Not sent: ${refusal(outcome, options.slug)}`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
