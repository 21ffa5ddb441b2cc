import { Trans, useLingui } from '@lingui/react/macro';
import type { HumanCheckConfig } from '@ride/domain';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { readPreloadedAppData } from '../../../lib/preload.ts';
import { useCompany } from '../../../stores/company.ts';
import { verifyHumanCheck } from '../lib/human-check.ts';
import { loadRecaptcha } from '../lib/recaptcha.ts';

interface Props {
  /** Called once the server accepted the solution (it answered {name:'Human'}). */
  onPassed(): void;
  /** Called when a passed check expires (the widget's own expiry). */
  onExpired?: (() => void) | undefined;
}

/**
 * The human check of spec part 2 §4 before card fields: the ALTCHA widget (proof of work, the
 * default) or reCAPTCHA when the server is configured for it (PreloadedAppData.humanCheck). A
 * solution goes to GET /{coid}/recaptcha/{response}; the check passes on {name:'Human'}.
 * Mount it again (a new key) to start over, e.g. after gateway code 999.
 */
export function HumanCheck({ onPassed, onExpired }: Props) {
  const config = readPreloadedAppData()?.humanCheck ?? null;
  if (!config) {
    return (
      <p role="alert" className="field-error">
        <Trans>The human check is not available. Please reload the page.</Trans>
      </p>
    );
  }
  return config.kind === 'recaptcha' ? (
    <RecaptchaCheck siteKey={config.siteKey} onPassed={onPassed} onExpired={onExpired} />
  ) : (
    <AltchaCheck config={config} onPassed={onPassed} onExpired={onExpired} />
  );
}

function useVerify(onPassed: () => void) {
  const { t } = useLingui();
  const { coid } = useCompany();
  const [failure, setFailure] = useState<string | null>(null);
  const verify = async (response: string): Promise<boolean> => {
    setFailure(null);
    const passed = await verifyHumanCheck(coid, response);
    if (passed) onPassed();
    else setFailure(t`The check did not pass. Please try again.`);
    return passed;
  };
  return { failure, verify };
}

function AltchaCheck({
  config,
  onPassed,
  onExpired,
}: Props & { config: Extract<HumanCheckConfig, { kind: 'altcha' }> }) {
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const { failure, verify } = useVerify(onPassed);
  const latest = useRef({ verify, onExpired });
  latest.current = { verify, onExpired };

  useEffect(() => {
    let live = true;
    // The widget registers <altcha-widget> when its module loads: only on screens that show it.
    void import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return undefined;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) {
        void latest.current.verify(payload).then((passed) => {
          if (!passed) (widget as HTMLElementTagNameMap['altcha-widget']).reset();
        });
      } else if (state === 'expired') {
        latest.current.onExpired?.();
      }
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [loaded]);

  return (
    <div className="human-check">
      {loaded ? (
        <altcha-widget ref={ref} challenge={config.challengeUrl} />
      ) : (
        <p role="status" className="muted">
          <Trans>Loading the check…</Trans>
        </p>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
    </div>
  );
}

function RecaptchaCheck({ siteKey, onPassed, onExpired }: Props & { siteKey: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { failure, verify } = useVerify(onPassed);
  const latest = useRef({ verify, onExpired });
  latest.current = { verify, onExpired };

  useEffect(() => {
    let live = true;
    void loadRecaptcha().then((grecaptcha) => {
      if (!live || !ref.current) return;
      const widgetId = grecaptcha.render(ref.current, {
        sitekey: siteKey,
        callback: (response: string) => {
          void latest.current.verify(response).then((passed) => {
            if (!passed) grecaptcha.reset(widgetId);
          });
        },
        'expired-callback': () => latest.current.onExpired?.(),
      });
    });
    return () => {
      live = false;
    };
  }, [siteKey]);

  return (
    <div className="human-check">
      <div ref={ref} />
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
    </div>
  );
}
