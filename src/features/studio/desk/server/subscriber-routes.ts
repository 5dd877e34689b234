import 'server-only';
import { recordActivity } from '@/features/studio/auth/server/activity';
import { deskJson } from '@/features/studio/auth/server/cookies';
import { deskRoute } from '@/features/studio/auth/server/desk-route';
import { screenError } from './messages';
import { recordId } from './route-params';
import { removeSubscriber } from './subscriber-queries';

// The log says a subscriber was removed, not who: the address is gone for good.
export const removeSubscriberRoute = deskRoute<undefined, { id: string }>(
  { name: 'subscriber-remove' },
  async ({ database, session, params, locale }) => {
    const id = recordId(params.id, locale, 'subscribers');
    const removed = await database.db.transaction(async (tx) => {
      if (!(await removeSubscriber(tx, id))) return false;
      await recordActivity(tx, session, 'subscriber.remove');
      return true;
    });
    if (!removed) throw screenError(404, locale, 'subscribers', 'notFound');
    return deskJson({ removed: true });
  },
);
