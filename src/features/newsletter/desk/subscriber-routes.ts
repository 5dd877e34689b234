import 'server-only';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { screenError } from '@/server/desk/messages';
import { recordId } from '@/server/desk/route-params';
import { removeSubscriber } from '../server/subscribers-repository';

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
