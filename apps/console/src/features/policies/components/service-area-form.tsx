import { t } from '@lingui/core/macro';
import { SaveFooter } from '../../../components/notices.tsx';
import { formatPointLines, parsePointLines, type LatLngPair } from '@ride/domain';
import { lazy, useId, useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { ServiceAreaKind } from '../../../gql/graphql.ts';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { useSavedSetting } from '../../../lib/use-saved-setting.ts';
import { numberOf } from '../lib/form-values.ts';
import type { TileSource } from '../../../lib/leaflet-map.ts';
import type { DraftArea } from './service-area-map.tsx';

const saveDocument = graphql(`
  mutation consoleSaveServiceArea($input: ServiceAreaInput!) {
    saveServiceArea(input: $input) {
      kind
    }
  }
`);

// Leaflet comes with the map, in its own chunk.
const ServiceAreaMap = lazy(() => import('./service-area-map.tsx'));

interface Area {
  kind: ServiceAreaKind;
  latitude?: number | null;
  longitude?: number | null;
  radiusKm?: number | null;
  points?: number[][] | null;
}

interface Props {
  current: Area;
  home: LatLngPair;
  tiles: TileSource | null;
}

/** The service area: a circle (centre and radius) or a polygon, on the map or typed. */
export function ServiceAreaForm({ current, home, tiles }: Props) {
  const id = useId();
  const [kind, setKind] = useState<ServiceAreaKind>(current.kind);
  const [latitude, setLatitude] = useState(String(current.latitude ?? home[0]));
  const [longitude, setLongitude] = useState(String(current.longitude ?? home[1]));
  const [radius, setRadius] = useState(String(current.radiusKm ?? 50));
  const [pointsText, setPointsText] = useState(() =>
    formatPointLines((current.points ?? []) as LatLngPair[]),
  );
  const { result, saved, save, clearSaved } = useSavedSetting(saveDocument);
  const [typo, setTypo] = useState<{ field: string; message: string } | null>(null);
  const badField = typo?.field ?? errorField(result.error);

  const parsedPoints = parsePointLines(pointsText);
  const lat = numberOf(latitude);
  const lng = numberOf(longitude);
  const draft: DraftArea =
    kind === 'CIRCLE'
      ? {
          kind,
          centre: lat !== undefined && lng !== undefined ? [lat, lng] : null,
          radiusKm: numberOf(radius) ?? null,
        }
      : { kind, points: 'points' in parsedPoints ? parsedPoints.points : [] };

  function pick(point: LatLngPair) {
    clearSaved();
    if (kind === 'CIRCLE') {
      setLatitude(String(point[0]));
      setLongitude(String(point[1]));
    } else {
      setPointsText(
        (text) => `${text.trim() ? `${text.trimEnd()}\n` : ''}${point[0]}, ${point[1]}`,
      );
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearSaved();
    let input;
    if (kind === 'CIRCLE') {
      const radiusKm = numberOf(radius);
      const missing =
        lat === undefined
          ? 'latitude'
          : lng === undefined
            ? 'longitude'
            : radiusKm === undefined
              ? 'radiusKm'
              : null;
      if (missing) {
        setTypo({ field: missing, message: t`Enter a number.` });
        return;
      }
      input = { kind, latitude: lat, longitude: lng, radiusKm };
    } else {
      if ('badLine' in parsedPoints) {
        setTypo({
          field: 'points',
          message: t`Line ${parsedPoints.badLine} is not "latitude, longitude".`,
        });
        return;
      }
      input = { kind, points: parsedPoints.points };
    }
    setTypo(null);
    await save({ input });
  }

  const invalid = (field: string) => ({
    'aria-invalid': badField === field || badField?.startsWith(`${field}.`) ? true : undefined,
    'aria-describedby':
      badField === field || badField?.startsWith(`${field}.`) ? `${id}-error` : undefined,
  });
  const message = typo?.message ?? errorMessage(result.error);

  return (
    <form className="card form rules-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t`Service area`}</h2>
      <fieldset>
        <legend>{t`Shape`}</legend>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'CIRCLE'}
            onChange={() => setKind('CIRCLE')}
          />
          {t`Circle around a centre`}
        </label>
        <label className="choice">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={kind === 'POLYGON'}
            onChange={() => setKind('POLYGON')}
          />
          {t`Polygon`}
        </label>
      </fieldset>
      <p className="hint" id={`${id}-map-hint`}>
        {kind === 'CIRCLE'
          ? t`Click the map to move the centre, or type it below.`
          : t`Click the map to add points in order around the area, or type one "latitude, longitude" per line.`}
      </p>
      <ServiceAreaMap area={draft} home={home} tiles={tiles} onPick={pick} />
      {kind === 'CIRCLE' ? (
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-lat`}>{t`Centre latitude`}</label>
            <input
              id={`${id}-lat`}
              inputMode="decimal"
              value={latitude}
              onChange={(e) => setLatitude(e.target.value)}
              {...invalid('latitude')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-lng`}>{t`Centre longitude`}</label>
            <input
              id={`${id}-lng`}
              inputMode="decimal"
              value={longitude}
              onChange={(e) => setLongitude(e.target.value)}
              {...invalid('longitude')}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-radius`}>{t`Radius (km)`}</label>
            <input
              id={`${id}-radius`}
              inputMode="numeric"
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
              {...invalid('radiusKm')}
            />
          </div>
        </div>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-points`}>{t`Points (latitude, longitude; one a line)`}</label>
          <textarea
            id={`${id}-points`}
            rows={6}
            value={pointsText}
            onChange={(e) => setPointsText(e.target.value)}
            {...invalid('points')}
          />
          <div className="actions">
            <button type="button" onClick={() => setPointsText('')}>
              {t`Clear points`}
            </button>
          </div>
        </div>
      )}
      <SaveFooter
        message={message}
        messageId={`${id}-error`}
        saved={saved ? t`Service area saved.` : false}
        submitLabel={t`Save service area`}
        busy={result.fetching}
      />
    </form>
  );
}
