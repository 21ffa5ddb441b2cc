import {
  BRAND_PREVIEW_FLAG,
  BRAND_PREVIEW_MESSAGE,
  BRAND_PREVIEW_READY,
  type BrandPreview,
} from '@ride/domain';
import { useEffect, useRef } from 'react';

/**
 * The rider's booking screen, live: the real rider app in a phone-sized frame (same origin), sent
 * the unsaved brand by postMessage whenever it changes and when the app says it is listening.
 */
export function RiderPreview({ coid, brand }: { coid: string; brand: BrandPreview }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(brand);

  useEffect(() => {
    latest.current = brand;
    frame.current?.contentWindow?.postMessage(
      { type: BRAND_PREVIEW_MESSAGE, brand },
      window.location.origin,
    );
  }, [brand]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type !== BRAND_PREVIEW_READY) return;
      frame.current?.contentWindow?.postMessage(
        { type: BRAND_PREVIEW_MESSAGE, brand: latest.current },
        window.location.origin,
      );
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `/book?coid=${encodeURIComponent(coid)}&${BRAND_PREVIEW_FLAG}`;
  return (
    <figure className="rider-preview">
      <div className="rider-preview__phone">
        <iframe
          ref={frame}
          src={src}
          title="Preview of the rider's booking screen with the unsaved values"
          width={390}
          height={844}
          tabIndex={-1}
        />
      </div>
      <figcaption className="hint">
        Live preview: the rider&apos;s booking screen with your unsaved changes.
      </figcaption>
    </figure>
  );
}
