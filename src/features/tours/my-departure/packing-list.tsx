import { useT } from '../../../shared/i18n/use-t';

interface Props {
  lines: string[];
  /** The ticked lines, by their place in the list. */
  packed: number[];
  onTick: (line: number, ticked: boolean) => void;
}

/** What to bring, ticked off as it goes in the bag; the ticks stay on this device. */
export function PackingList({ lines, packed, onTick }: Props) {
  const t = useT();
  return (
    <fieldset data-packing>
      <legend className="heading-3">{t('myDeparture.packing')}</legend>
      <p className="mt-1 text-sm text-ink-600">{t('myDeparture.packingNote')}</p>
      <ul className="mt-3 space-y-1">
        {lines.map((line, index) => (
          <li key={line}>
            <label className="check-option">
              <input
                type="checkbox"
                className="check"
                checked={packed.includes(index)}
                onChange={(event) => onTick(index, event.target.checked)}
              />
              <span>{line}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
