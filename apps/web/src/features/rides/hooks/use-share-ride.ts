import { useState } from 'react';

export type ShareStep =
  | { kind: 'idle' }
  /** The link is on the clipboard. */
  | { kind: 'copied'; url: string }
  /** Neither sharing nor the clipboard worked: the rider copies the link shown. */
  | { kind: 'manual'; url: string };

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

const cancelledByRider = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * Share Ride Details: the device's share sheet where the browser has Web Share, else the link
 * copied to the clipboard, else the link shown to copy by hand.
 */
export function useShareRide() {
  const [step, setStep] = useState<ShareStep>({ kind: 'idle' });

  async function share(data: ShareData) {
    // Called straight from the tap: both calls need the rider's gesture.
    if ('share' in navigator && (!('canShare' in navigator) || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        setStep({ kind: 'idle' });
        return;
      } catch (error) {
        if (cancelledByRider(error)) return;
        console.warn('Web Share failed; copying the link instead', error);
      }
    }
    try {
      await navigator.clipboard.writeText(data.url);
      setStep({ kind: 'copied', url: data.url });
    } catch (error) {
      console.warn('Could not copy the link', error);
      setStep({ kind: 'manual', url: data.url });
    }
  }

  return { step, share };
}
