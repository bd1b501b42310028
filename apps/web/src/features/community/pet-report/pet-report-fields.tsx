import { COMMUNITY_MISSING_CATEGORY_ID, MAP_DEFAULTS } from '@daengnyang/contract/constants';
import {
  AGE_BAND_LABELS,
  AGE_BANDS,
  PET_COLORS,
  PET_CONTACT_LABELS,
  PET_CONTACTS,
  PET_REPORT_KIND_LABELS,
  PET_SEX_LABELS,
  PET_SEXES,
  PET_SIZE_LABELS,
  PET_SIZES,
  type PetReport,
  SPECIES,
  SPECIES_LABELS,
} from '@daengnyang/contract/pet-reports';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { FormErrors } from '@/lib/forms/contract-form.ts';
import { PET_REPORT_MESSAGES as TEXT } from '@/lib/pet-report-messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import formStyles from '../components/community-post-form.module.css';
import { BREED_SUGGESTIONS } from './pet-breeds.ts';
import type { LatLng } from './pet-leaflet.ts';
import styles from './pet-report-fields.module.css';
import { kindsOf, type PetReportField, type PetReportFormValue } from './pet-report-form.ts';
import { useMapTiles } from './use-map-tiles.ts';

// Leaflet and its CSS load only when a report is written.
const PetPlaceMap = lazy(() => import('./pet-place-map.tsx'));

const TRISTATE = [
  { value: 'yes', label: TEXT.yes },
  { value: 'no', label: TEXT.no },
  { value: 'unknown', label: TEXT.unknown },
] as const;

const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type PetReportFieldsProps = {
  categoryId: number;
  value: PetReportFormValue;
  onChange: (next: PetReportFormValue) => void;
  errors: FormErrors<PetReportField>;
  /** The report being edited, whose withheld fields are said to be set. */
  editing?: PetReport | undefined;
  /** A post written without a report is edited: the report may stay empty. */
  optional?: boolean;
  disabled?: boolean;
};

/**
 * The structured report of a category 6 (실종·목격) or 7 (임보·입양) post, inside the write form.
 * Every message is the contract's, shown under its field; the exact place is picked on a map and
 * only its area is ever shown to others.
 */
export function PetReportFields({
  categoryId,
  value,
  onChange,
  errors,
  editing,
  optional = false,
  disabled = false,
}: PetReportFieldsProps) {
  const missing = categoryId === COMMUNITY_MISSING_CATEGORY_ID;
  const set = <Key extends keyof PetReportFormValue>(key: Key, next: PetReportFormValue[Key]) =>
    onChange({ ...value, [key]: next });
  const ids = {
    breed: useId(),
    breeds: useId(),
    ageBand: useId(),
    size: useId(),
    marks: useId(),
    registration: useId(),
    secret: useId(),
    eventAt: useId(),
    areaText: useId(),
    phone: useId(),
    reward: useId(),
    region: useId(),
    conditions: useId(),
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>
        {missing ? TEXT.fieldsetMissing : TEXT.fieldsetFoster}
      </legend>
      {optional && <p className={styles.note}>{TEXT.optionalForOldPost}</p>}
      <Choices
        name="kind"
        legend={TEXT.kind}
        options={kindsOf(categoryId).map((kind) => ({
          value: kind,
          label: PET_REPORT_KIND_LABELS[kind],
        }))}
        value={value.kind}
        onChange={(kind) => set('kind', kind)}
        error={errors.kind}
      />
      <Choices
        name="species"
        legend={TEXT.species}
        options={optionsOf(SPECIES, SPECIES_LABELS)}
        value={value.species}
        onChange={(species) => set('species', species)}
        error={errors.species}
      />
      {missing && (
        <TextField id={ids.breed} label={TEXT.breed} error={errors.breed}>
          <input
            id={ids.breed}
            className={formStyles.control}
            list={ids.breeds}
            maxLength={40}
            placeholder={TEXT.breedPlaceholder}
            value={value.breed}
            aria-invalid={errors.breed !== undefined || undefined}
            onChange={(event) => set('breed', event.target.value)}
          />
          <datalist id={ids.breeds}>
            {(value.species === '' ? [] : BREED_SUGGESTIONS[value.species]).map((breed) => (
              <option key={breed} value={breed} />
            ))}
          </datalist>
        </TextField>
      )}
      <Choices
        name="sex"
        legend={TEXT.sex}
        options={optionsOf(PET_SEXES, PET_SEX_LABELS)}
        value={value.sex}
        onChange={(sex) => set('sex', sex)}
      />
      <Choices
        name="neutered"
        legend={TEXT.neutered}
        options={TRISTATE}
        value={value.neutered}
        onChange={(neutered) => set('neutered', neutered)}
      />
      {!missing && (
        <Choices
          name="vaccinated"
          legend={TEXT.vaccinated}
          options={TRISTATE}
          value={value.vaccinated}
          onChange={(vaccinated) => set('vaccinated', vaccinated)}
        />
      )}
      <div className={styles.row}>
        <TextField id={ids.ageBand} label={TEXT.ageBand}>
          <select
            id={ids.ageBand}
            className={`${formStyles.control} ${formStyles.select}`}
            value={value.ageBand}
            onChange={(event) =>
              set('ageBand', event.target.value as PetReportFormValue['ageBand'])
            }
          >
            {optionsOf(AGE_BANDS, AGE_BAND_LABELS).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </TextField>
        {missing && (
          <TextField id={ids.size} label={TEXT.size}>
            <select
              id={ids.size}
              className={`${formStyles.control} ${formStyles.select}`}
              value={value.size}
              onChange={(event) => set('size', event.target.value as PetReportFormValue['size'])}
            >
              {optionsOf(PET_SIZES, PET_SIZE_LABELS).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </TextField>
        )}
      </div>
      {missing && (
        <>
          <fieldset className={styles.group}>
            <legend className={formStyles.label}>{TEXT.colors}</legend>
            <div className={styles.colors}>
              {PET_COLORS.map((color) => {
                const on = value.colors.includes(color.id);
                return (
                  <button
                    key={color.id}
                    type="button"
                    className={styles.color}
                    aria-pressed={on}
                    onClick={() =>
                      set(
                        'colors',
                        on
                          ? value.colors.filter((id) => id !== color.id)
                          : [...value.colors, color.id],
                      )
                    }
                  >
                    <span className={styles.swatch} style={{ background: color.swatch }} />
                    {color.label}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <TextField id={ids.marks} label={TEXT.marks} error={errors.marks}>
            <textarea
              id={ids.marks}
              className={`${formStyles.control} ${formStyles.textarea}`}
              rows={3}
              maxLength={300}
              placeholder={TEXT.marksPlaceholder}
              value={value.marks}
              aria-invalid={errors.marks !== undefined || undefined}
              onChange={(event) => set('marks', event.target.value)}
            />
          </TextField>
          <TextField
            id={ids.registration}
            label={TEXT.registrationNumber}
            hint={TEXT.registrationHint}
            set={editing?.withheld?.registrationNumber === true}
            error={errors.registrationNumber}
          >
            <input
              id={ids.registration}
              className={formStyles.control}
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              value={value.registrationNumber}
              aria-invalid={errors.registrationNumber !== undefined || undefined}
              onChange={(event) => set('registrationNumber', event.target.value)}
            />
          </TextField>
          <TextField
            id={ids.secret}
            label={TEXT.secretDetail}
            hint={TEXT.secretDetailHint}
            set={editing?.withheld?.secretDetail === true}
            error={errors.secretDetail}
          >
            <input
              id={ids.secret}
              className={formStyles.control}
              autoComplete="off"
              maxLength={200}
              value={value.secretDetail}
              aria-invalid={errors.secretDetail !== undefined || undefined}
              onChange={(event) => set('secretDetail', event.target.value)}
            />
          </TextField>
          <TextField id={ids.eventAt} label={TEXT.eventAtMissing} error={errors.eventAt}>
            <input
              id={ids.eventAt}
              type="datetime-local"
              className={formStyles.control}
              value={value.eventAt}
              aria-invalid={errors.eventAt !== undefined || undefined}
              onChange={(event) => set('eventAt', event.target.value)}
            />
          </TextField>
          <PlacePicker
            point={value.point}
            kept={editing !== undefined && !value.pointMoved}
            onPick={(point) => onChange({ ...value, point, pointMoved: true })}
            error={errors.lat}
          />
          <TextField id={ids.areaText} label={TEXT.areaText} error={errors.areaText}>
            <input
              id={ids.areaText}
              className={formStyles.control}
              maxLength={40}
              placeholder={TEXT.areaTextPlaceholder}
              value={value.areaText}
              aria-invalid={errors.areaText !== undefined || undefined}
              onChange={(event) => set('areaText', event.target.value)}
            />
          </TextField>
          <Choices
            name="contact"
            legend={TEXT.contact}
            options={optionsOf(PET_CONTACTS, PET_CONTACT_LABELS)}
            value={value.contact}
            onChange={(contact) => set('contact', contact)}
          />
          {value.contact === 'phone' && (
            <TextField id={ids.phone} label={TEXT.phone} error={errors.phone}>
              <input
                id={ids.phone}
                type="tel"
                className={formStyles.control}
                autoComplete="tel"
                placeholder={TEXT.phonePlaceholder}
                value={value.phone}
                aria-invalid={errors.phone !== undefined || undefined}
                onChange={(event) => set('phone', event.target.value)}
              />
            </TextField>
          )}
          <TextField id={ids.reward} label={TEXT.reward} error={errors.reward}>
            <input
              id={ids.reward}
              className={formStyles.control}
              inputMode="numeric"
              value={value.reward}
              aria-invalid={errors.reward !== undefined || undefined}
              onChange={(event) => set('reward', event.target.value)}
            />
          </TextField>
        </>
      )}
      {!missing && (
        <>
          <TextField id={ids.region} label={TEXT.region} error={errors.region}>
            <input
              id={ids.region}
              className={formStyles.control}
              maxLength={40}
              placeholder={TEXT.regionPlaceholder}
              value={value.region}
              aria-invalid={errors.region !== undefined || undefined}
              onChange={(event) => set('region', event.target.value)}
            />
          </TextField>
          <TextField id={ids.conditions} label={TEXT.conditions} error={errors.conditions}>
            <textarea
              id={ids.conditions}
              className={`${formStyles.control} ${formStyles.textarea}`}
              rows={3}
              maxLength={500}
              value={value.conditions}
              aria-invalid={errors.conditions !== undefined || undefined}
              onChange={(event) => set('conditions', event.target.value)}
            />
          </TextField>
        </>
      )}
    </fieldset>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** A withheld value is stored: said beside the label, never shown. */
  set?: boolean;
  error?: string | undefined;
  children: ReactNode;
};

function TextField({ id, label, hint, set = false, error, children }: TextFieldProps) {
  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
        {set && <span className={styles.registered}>{TEXT.registered}</span>}
      </label>
      {hint !== undefined && <p className={styles.note}>{hint}</p>}
      {set && <p className={styles.note}>{TEXT.registeredHint}</p>}
      {children}
      {error !== undefined && <FormAlert message={error} />}
    </div>
  );
}

type ChoicesProps<Value extends string> = {
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange: (value: Value) => void;
  error?: string | undefined;
};

/** Radio buttons drawn as chips; a wrong group marks its first radio, which takes the focus. */
function Choices<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: ChoicesProps<Value>) {
  const group = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={formStyles.label}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={`${group}-${name}`}
              value={option.value}
              checked={value === option.value}
              aria-invalid={(error !== undefined && index === 0) || undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error !== undefined && <FormAlert message={error} />}
    </fieldset>
  );
}

type PlacePickerProps = {
  point: LatLng | null;
  /** An edit whose stored point stays unless another is picked. */
  kept: boolean;
  onPick: (point: LatLng) => void;
  error?: string | undefined;
};

function PlacePicker({ point, kept, onPick, error }: PlacePickerProps) {
  const [locating, setLocating] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const tiles = useMapTiles();

  const locate = () => {
    setLocating(true);
    setUnavailable(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onPick({
          lat: Number(coords.latitude.toFixed(6)),
          lng: Number(coords.longitude.toFixed(6)),
        });
      },
      () => {
        setLocating(false);
        setUnavailable(true);
      },
      { timeout: MAP_DEFAULTS.geolocationTimeoutMs },
    );
  };

  return (
    <fieldset className={styles.group}>
      <legend className={formStyles.label}>{TEXT.place}</legend>
      <p className={styles.note}>{TEXT.placeHint}</p>
      <p className={styles.note}>{TEXT.placeMapHint}</p>
      {tiles === null ? (
        <p className={styles.mapLoading}>{TEXT.mapLoading}</p>
      ) : (
        <Suspense fallback={<p className={styles.mapLoading}>{TEXT.mapLoading}</p>}>
          <PetPlaceMap tiles={tiles} centre={MAP_DEFAULTS.centre} point={point} onPick={onPick} />
        </Suspense>
      )}
      <div className={styles.placeTools}>
        <Button
          variant="secondary"
          size="small"
          loading={locating}
          aria-invalid={error !== undefined || undefined}
          onClick={locate}
        >
          {TEXT.placeHere}
        </Button>
        <output className={styles.placeStatus}>
          {kept ? TEXT.placeKept : point === null ? TEXT.placeNone : TEXT.placePicked}
        </output>
      </div>
      {unavailable && <p className={styles.note}>{TEXT.placeUnavailable}</p>}
      {error !== undefined && <FormAlert message={error} />}
    </fieldset>
  );
}
