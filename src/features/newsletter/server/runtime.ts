import 'server-only';
import type { RuntimeService } from '@/server/runtime/start';
import { newsletterOutboxHooks } from './delivery-hooks';
import { stillSending } from './progress';
import { listSends } from './sends-repository';

// The outbox sends the deliveries; a restart only says which sends it takes up again.
export function newsletterService(): RuntimeService {
  return {
    name: 'newsletter',
    outboxHooks: newsletterOutboxHooks,
    start(db) {
      void listSends(db).then(
        (sends) => {
          for (const send of sends.filter(stillSending)) {
            const left = send.counts.queued + send.counts.failed;
            console.log(
              `Newsletter: “${send.article}” has ${left} of ${send.recipients} emails still to send.`,
            );
          }
        },
        (error: unknown) =>
          console.error('Newsletter: the sends in progress could not be read.', error),
      );
      return { stop: async () => {} };
    },
  };
}
