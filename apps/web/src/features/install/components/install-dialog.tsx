import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useInstall } from '../hooks/install-state.ts';
import { Trans, useLingui } from '@lingui/react/macro';

function ShareIcon() {
  return (
    <svg
      className="inline-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3v12M7.5 7.5 12 3l4.5 4.5M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

/** Install instructions for iOS Safari, or the INSTALL button on Android Chrome (spec part 1 §2). */
export function InstallDialog({ appName, onClose }: { appName: string; onClose(): void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const { platform, promptInstall } = useInstall();
  const [unavailable, setUnavailable] = useState(false);
  const { t } = useLingui();

  async function install() {
    const outcome = await promptInstall();
    if (outcome === 'accepted') {
      onClose();
      navigate('/book/routing');
    } else if (outcome === 'dismissed') {
      onClose();
    } else {
      setUnavailable(true);
    }
  }

  return (
    <ModalDialog className="install-dialog" labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId}>{appName ? t`Install ${appName}` : t`Install the App`}</h2>
      {platform === 'ios' ? (
        <ol className="install-steps">
          <li>
            <Trans>
              Tap the share icon <ShareIcon /> in Safari’s toolbar.
            </Trans>
          </li>
          <li>
            <Trans>Then choose “Add to Home Screen”.</Trans>
          </li>
        </ol>
      ) : (
        <>
          <p>
            <Trans>Add the app to your home screen to book rides in one tap.</Trans>
          </p>
          {unavailable && (
            <p role="alert" className="notice">
              <Trans>
                Your browser is not ready to install the app yet. Open the browser menu and choose
                “Install app” or “Add to Home screen”.
              </Trans>
            </p>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => void install()}
          >
            <Trans>INSTALL</Trans>
          </button>
        </>
      )}
      <button type="button" className="button button--secondary button--block" onClick={onClose}>
        {platform === 'ios' ? t`Got it` : t`Not now`}
      </button>
    </ModalDialog>
  );
}
