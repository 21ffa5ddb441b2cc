import { t } from '@lingui/core/macro';
import { useId, useState, type ChangeEvent } from 'react';

/** The largest file the server takes (modules/operator/images.ts). */
export const MAX_UPLOAD_BYTES = 512 * 1024;

export interface ImageUploadProps {
  label: string;
  /** The image as it is now (shown until a new file is chosen). */
  currentUrl?: string | undefined;
  /** Which files the picker offers; the server checks the content whatever the name says. */
  accept?: string;
  hint?: string;
  /** Sends the file (base64) to the server; resolves to an error message, or undefined when saved. */
  upload: (base64: string) => Promise<string | undefined>;
  /** Called with the chosen file as a data: URL before it is uploaded (for previews). */
  onChoose?: (dataUrl: string | null) => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t`The file could not be read.`));
    reader.readAsDataURL(file);
  });
}

/**
 * An image picker with a preview and an upload button: used for the logo and for vehicle type
 * pictures. PNG (and SVG where allowed) up to 512 kB.
 */
export function ImageUpload({
  label,
  currentUrl,
  accept = 'image/png,image/svg+xml',
  hint,
  upload,
  onChoose,
}: ImageUploadProps) {
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    setSaved(false);
    setError(undefined);
    const file = event.target.files?.[0];
    if (!file) {
      setChosen(null);
      onChoose?.(null);
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setChosen(null);
      onChoose?.(null);
      const limit = MAX_UPLOAD_BYTES / 1024;
      setError(t`The image is too large: at most ${limit} kB.`);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    setChosen(dataUrl);
    onChoose?.(dataUrl);
  }

  async function send() {
    if (!chosen || busy) return;
    setBusy(true);
    const problem = await upload(chosen.slice(chosen.indexOf(',') + 1));
    setBusy(false);
    setError(problem);
    setSaved(!problem);
    if (!problem) {
      setChosen(null);
      onChoose?.(null);
    }
  }

  const shown = chosen ?? currentUrl;
  return (
    <div className="field image-upload">
      <label htmlFor={`${id}-file`}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint ?? t`PNG or SVG, at most 512 kB. SVG files are cleaned of scripts and links.`}
      </p>
      {shown ? (
        <img className="image-upload__preview" src={shown} alt={t`${label}: preview`} />
      ) : null}
      <input
        id={`${id}-file`}
        type="file"
        accept={accept}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void choose(event)}
      />
      {error ? (
        <p className="field-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {saved ? (
        <p className="form-ok" role="status">
          {t`Uploaded.`}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" onClick={() => void send()} disabled={!chosen || busy}>
          {busy ? t`Uploading…` : t`Upload`}
        </button>
      </div>
    </div>
  );
}
