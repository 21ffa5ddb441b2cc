/** Whether this browser can take push notifications at all (and has not refused them). */
export function canOfferPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    Notification.permission !== 'denied'
  );
}

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushOutcome =
  | { kind: 'subscribed'; endpoint: string; p256dh: string; auth: string }
  | { kind: 'refused' }
  | { kind: 'failed'; message: string };

/**
 * Asks the rider's permission (only ever from their tap) and subscribes this browser through the
 * app's service worker; the subscription's keys as the server takes them.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'refused' };
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
      return { kind: 'failed', message: 'This browser gave no subscription.' };
    }
    return {
      kind: 'subscribed',
      endpoint: json.endpoint,
      p256dh: json.keys.p256dh,
      auth: json.keys.auth,
    };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
