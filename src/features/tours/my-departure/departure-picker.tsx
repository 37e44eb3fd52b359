import { useT } from '../../../shared/i18n/use-t';

interface Props {
  /** Each departure's start (YYYY-MM-DD) → its date as the page writes it, in date order. */
  options: [string, string][];
  value: string | undefined;
  onChoose: (start: string) => void;
}

/** "I'm travelling on": the traveller's own departure, out of the tour's. */
export function DeparturePicker({ options, value, onChoose }: Props) {
  const t = useT();
  return (
    <div className="mt-6 max-w-sm">
      <label htmlFor="my-departure-date" className="field-label">
        {t('myDeparture.travellingOn')}
      </label>
      <div className="relative">
        <select
          id="my-departure-date"
          className="field field-select"
          value={value ?? ''}
          onChange={(event) => onChoose(event.target.value)}
        >
          <option value="">{t('myDeparture.choose')}</option>
          {options.map(([start, date]) => (
            <option key={start} value={start}>
              {date}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="field-select-arrow">
          ▾
        </span>
      </div>
    </div>
  );
}
