import { t } from '@lingui/core/macro';
import {
  BRAND_PREVIEW_FLAG,
  BRAND_PREVIEW_MESSAGE,
  BRAND_PREVIEW_READY,
  darkSchemeColours,
  type BrandPreview,
  type ColourScheme,
} from '@ride/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

/**
 * The rider's booking screen, live: the real rider app in a phone-sized frame (same origin), sent
 * the unsaved brand by postMessage whenever it changes and when the app says it is listening, in
 * the scheme the operator picks (the palette, or its dark form).
 */
export function RiderPreview({ coid, brand: unsaved }: { coid: string; brand: BrandPreview }) {
  const id = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const [scheme, setScheme] = useState<ColourScheme>('light');
  const brand = useMemo(() => ({ ...unsaved, scheme }), [unsaved, scheme]);
  const latest = useRef(brand);
  const darkPrimary = darkSchemeColours(unsaved).primaryColor;

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
    <div className="rider-preview__column">
      <figure className="rider-preview">
        <div className="rider-preview__phone">
          <iframe
            ref={frame}
            src={src}
            title={t`Preview of the rider's booking screen with the unsaved values`}
            width={390}
            height={844}
            tabIndex={-1}
          />
        </div>
        <figcaption className="hint">
          {t`Live preview: the rider's booking screen with your unsaved changes.`}
        </figcaption>
      </figure>
      <fieldset className="rider-preview__schemes">
        <legend>{t`Show it as a phone in`}</legend>
        {(['light', 'dark'] as const).map((option) => (
          <label key={option} htmlFor={`${id}-${option}`}>
            <input
              id={`${id}-${option}`}
              type="radio"
              name={`${id}-scheme`}
              checked={scheme === option}
              onChange={() => setScheme(option)}
            />
            {option === 'light' ? t`Light mode` : t`Dark mode`}
          </label>
        ))}
      </fieldset>
      {darkPrimary !== unsaved.primaryColor.toLowerCase() ? (
        <p className="hint">
          {t`In dark mode the primary colour shows as ${darkPrimary}, so that buttons stand out on the dark background.`}
        </p>
      ) : null}
    </div>
  );
}
