// How the matrix calls the push routes (see requests.ts): each caller subscribes a browser of its
// own (an endpoint of a real push service; nothing is sent) and sets its push choices.
import type { Recipe } from './requests.ts';

const endpoint = (caller: string) => `https://fcm.googleapis.com/fcm/send/matrix-${caller}`;
const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };

export const PUSH_RECIPES: Record<string, Recipe> = {
  'POST /api/push/subscriptions': { body: (_w, _p, caller) => ({ endpoint: endpoint(caller), keys }) },
  'POST /api/push/unsubscribe': { body: (_w, _p, caller) => ({ endpoint: endpoint(caller) }) },
  'PUT /api/notices/push-preferences': { body: () => ({ messages: 'off' }) },
};
