import { toDataURL, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { useEffect, useState } from 'react';

interface Props {
  value: string;
  size: number;
  level: QRCodeErrorCorrectionLevel;
  alt: string;
}

/** A QR code drawn to a PNG data URL (the CSP allows data: images), shown as an <img>. */
export function QrCodeImage({ value, size, level, alt }: Props) {
  const [image, setImage] = useState<{ key: string; src: string } | null>(null);
  const key = `${size}:${level}:${value}`;
  useEffect(() => {
    let current = true;
    toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: level })
      .then((src) => current && setImage({ key, src }))
      .catch((error: unknown) => console.error('Could not draw the QR code', error));
    return () => {
      current = false;
    };
  }, [key, value, size, level]);
  if (!image || image.key !== key)
    return <span className="qr-placeholder" style={{ width: size, height: size }} />;
  return (
    <img
      className="qr-code"
      src={image.src}
      width={size}
      height={size}
      alt={alt}
      data-level={level}
    />
  );
}
