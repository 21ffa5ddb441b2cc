import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from 'urql';
import { errorMessage } from '../../../lib/errors.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { noticesDocument } from '../api/notices-api.ts';
import { FreeWaitingForm } from '../components/free-waiting-form.tsx';
import { NoticeSettingForm } from '../components/notice-setting-form.tsx';
import { TextMessagesSection } from '../components/text-messages-section.tsx';

/** Rider notifications: where texts go out from, which notices go out how, and their wording. */
export function NoticesScreen() {
  const viewer = useConsoleViewer();
  const [{ data, error, fetching }] = useQuery({ query: noticesDocument });
  if (fetching && !data) return <p role="status">{t`Loading…`}</p>;
  if (!data) return <p role="alert">{errorMessage(error)}</p>;
  return (
    <>
      <h1>{t`Rider notifications`}</h1>
      <p>
        <Trans>
          What riders are told, and how. Riders choose among these channels on their profile (guests
          at checkout); texts go only to numbers that have not answered STOP.
        </Trans>
      </p>
      <TextMessagesSection account={data.noticeAccount} />
      <FreeWaitingForm account={data.noticeAccount} />
      {data.noticeSettings.map((setting) => (
        <NoticeSettingForm key={setting.kind} setting={setting} companyName={viewer.company.name} />
      ))}
    </>
  );
}
