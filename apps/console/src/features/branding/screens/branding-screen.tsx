import { t, msg, plural } from '@lingui/core/macro';
import { ErrorAlert } from '../../../components/notices.tsx';
import {
  BRANDING_TEXT_LIMITS,
  schemeContrastProblems,
  HEX_COLOR_PATTERN,
  hostNameError,
  websiteUrlError,
  type BrandColourField,
  type BrandPreview,
} from '@ride/domain';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { graphql } from '../../../gql';
import type { ConsoleBrandingInput } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { validationText } from '../../../lib/i18n/validation-text.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { useConsoleViewer } from '../../../lib/viewer.ts';
import { ColourField } from '../components/colour-field.tsx';
import { contrastProblemText } from '../../../lib/i18n/contrast-text.ts';
import { RiderPreview } from '../components/rider-preview.tsx';

const brandingQuery = graphql(`
  query consoleBranding {
    consoleBranding {
      ...BrandingValues
    }
  }
  fragment BrandingValues on ConsoleBranding {
    name
    shortName
    title
    description
    primaryColor
    backgroundColor
    mainFontColor
    headingFontColor
    secondaryTextColor
    tertiaryColor
    domainName
    callToActionText
    websiteBookingURL
    logoUrl
  }
`);

const saveBrandingMutation = graphql(`
  mutation saveBranding($input: ConsoleBrandingInput!) {
    saveBranding(input: $input) {
      ...BrandingValues
    }
  }
`);

const uploadLogoMutation = graphql(`
  mutation uploadLogo($image: ImageUploadInput!) {
    uploadLogo(image: $image) {
      ...BrandingValues
    }
  }
`);

const COLOURS: { field: BrandColourField; label: MessageDescriptor }[] = [
  { field: 'primaryColor', label: msg`Primary colour (buttons)` },
  { field: 'backgroundColor', label: msg`Background` },
  { field: 'mainFontColor', label: msg`Text` },
  { field: 'headingFontColor', label: msg`Headings` },
  { field: 'secondaryTextColor', label: msg`Secondary text` },
  { field: 'tertiaryColor', label: msg`Cards and chips` },
];

type TextField = Exclude<keyof ConsoleBrandingInput, BrandColourField>;

const TEXTS: {
  field: TextField;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  max?: number;
}[] = [
  { field: 'name', label: msg`App name`, max: BRANDING_TEXT_LIMITS.name },
  {
    field: 'shortName',
    label: msg`Short name`,
    hint: msg`Shown under the icon of the installed app.`,
    max: BRANDING_TEXT_LIMITS.shortName,
  },
  { field: 'title', label: msg`Page title`, max: BRANDING_TEXT_LIMITS.title },
  { field: 'description', label: msg`Description`, max: BRANDING_TEXT_LIMITS.description },
  {
    field: 'domainName',
    label: msg`Custom domain`,
    hint: msg`The host name riders open, e.g. rides.example.com. Leave empty for none.`,
  },
  {
    field: 'callToActionText',
    label: msg`QR page call to action`,
    hint: msg`Shown to visitors on a computer, beside the QR code.`,
    max: BRANDING_TEXT_LIMITS.callToActionText,
  },
  {
    field: 'websiteBookingURL',
    label: msg`QR page booking website`,
    hint: msg`Where visitors on a computer can book instead (https://…). Optional.`,
  },
];

/** Branding: colours with their contrast checked as they change, names, domain, QR page, logo. */
export function BrandingScreen() {
  const [{ data, error, fetching }] = useQuery({ query: brandingQuery });
  if (fetching && !data) return <p role="status">{t`Loading…`}</p>;
  if (!data) return <p role="alert">{errorMessage(error)}</p>;
  const b = data.consoleBranding;
  // Only the input's fields (the client adds __typename to what it reads).
  const values: ConsoleBrandingInput = {
    name: b.name,
    shortName: b.shortName,
    title: b.title,
    description: b.description,
    primaryColor: b.primaryColor,
    backgroundColor: b.backgroundColor,
    mainFontColor: b.mainFontColor,
    headingFontColor: b.headingFontColor,
    secondaryTextColor: b.secondaryTextColor,
    tertiaryColor: b.tertiaryColor,
    domainName: b.domainName,
    callToActionText: b.callToActionText,
    websiteBookingURL: b.websiteBookingURL,
  };
  return <BrandingForm initial={values} logoUrl={b.logoUrl} />;
}

function BrandingForm({ initial, logoUrl }: { initial: ConsoleBrandingInput; logoUrl: string }) {
  const viewer = useConsoleViewer();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [chosenLogo, setChosenLogo] = useState<string | null>(null);
  const { result, saved, save, clearSaved } = useSavedSetting(saveBrandingMutation);
  const [logoResult, uploadLogo] = useMutation(uploadLogoMutation);
  const currentLogo =
    logoResult.data?.uploadLogo.logoUrl ?? result.data?.saveBranding.logoUrl ?? logoUrl;

  // The branding screen's rule over the palette and over its dark form (riders in dark mode).
  const problems = useMemo(() => schemeContrastProblems(values), [values]);
  const fieldProblem = (field: keyof ConsoleBrandingInput): string | undefined => {
    if (COLOURS.some((c) => c.field === field)) {
      if (!HEX_COLOR_PATTERN.test(values[field])) return t`Enter a colour as #rrggbb.`;
      const found = problems.find((p) => p.field === field);
      if (found) return contrastProblemText(found);
    }
    if (field === 'domainName') return validationText(hostNameError(values.domainName.trim()));
    if (field === 'websiteBookingURL') {
      return validationText(websiteUrlError(values.websiteBookingURL.trim()));
    }
    return undefined;
  };
  const serverField = errorField(result.error);
  const serverProblem = (field: string) =>
    serverField === field ? errorMessage(result.error) : undefined;

  const preview: BrandPreview = {
    ...values,
    logo: chosenLogo ?? currentLogo,
  };

  function change(field: keyof ConsoleBrandingInput, value: string) {
    clearSaved();
    setValues((v) => ({ ...v, [field]: value }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save({ input: values });
  }

  return (
    <>
      <h1>{t`Branding`}</h1>
      <div className="branding-layout">
        <form className="card form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="form">
            <legend>{t`Colours`}</legend>
            {COLOURS.map(({ field, label }) => (
              <ColourField
                key={field}
                id={`${id}-${field}`}
                label={i18n._(label)}
                value={values[field]}
                onChange={(value) => change(field, value)}
                problem={fieldProblem(field) ?? serverProblem(field)}
              />
            ))}
            <div aria-live="polite" className="contrast-summary">
              {problems.length ? (
                <p className="field-error">
                  {plural(problems.length, {
                    one: '# colour pair is too faint for riders to read.',
                    other: '# colour pairs are too faint for riders to read.',
                  })}
                </p>
              ) : (
                <p className="form-ok">
                  {t`Every colour pair meets WCAG AA contrast, in light and in dark mode.`}
                </p>
              )}
            </div>
          </fieldset>
          <fieldset className="form">
            <legend>{t`App, domain and QR page`}</legend>
            {TEXTS.map(({ field, label, hint, max }) => {
              const problem = fieldProblem(field) ?? serverProblem(field);
              const describedBy = [hint && `${id}-${field}-hint`, problem && `${id}-${field}-error`]
                .filter(Boolean)
                .join(' ');
              return (
                <div className="field" key={field}>
                  <label htmlFor={`${id}-${field}`}>{i18n._(label)}</label>
                  {hint ? (
                    <p className="hint" id={`${id}-${field}-hint`}>
                      {i18n._(hint)}
                    </p>
                  ) : null}
                  <input
                    id={`${id}-${field}`}
                    value={values[field]}
                    maxLength={max}
                    onChange={(event) => change(field, event.target.value)}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={describedBy || undefined}
                  />
                  {problem ? (
                    <p className="field-error" id={`${id}-${field}-error`}>
                      {problem}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
          <ErrorAlert error={result.error} />
          {saved ? (
            <p role="status" className="form-ok">
              {t`Saved. Riders see the new brand at their next configuration refresh.`}
            </p>
          ) : null}
          <div className="actions">
            <button type="submit" className="primary" disabled={result.fetching}>
              {result.fetching ? t`Saving…` : t`Save branding`}
            </button>
          </div>
          <ImageUpload
            label={t`Logo`}
            currentUrl={currentLogo}
            onChoose={setChosenLogo}
            upload={async (data) => {
              const answer = await uploadLogo({ image: { data } });
              return answer.error ? errorMessage(answer.error) : undefined;
            }}
          />
        </form>
        <RiderPreview coid={viewer.company.coid} brand={preview} />
      </div>
    </>
  );
}
