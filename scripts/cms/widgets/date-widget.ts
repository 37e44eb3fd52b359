import { isoToday } from '../../../src/content/tours/departures.ts';
import { type Control, createClass, h, type Invalid, plainLabel } from './decap.ts';
import { parseDate, pastDeparture, pickerValue, showDate, UNFINISHED_YEAR } from './parse.ts';

/** `picked`: the calendar box's own value while typed into (kept as typed, else React would put the stored one back). */
type DateControl = Control<{ text: string; unfinished: boolean; picked?: string }> & {
  picker?: HTMLInputElement | null;
};

/** Day and month typed, the year still being typed ("22/11/202"). */
const yearBeingTyped = (text: string) => /^\d{1,2}[/.-]\d{1,2}[/.-]\d{1,3}$/.test(text.trim());

/** The calendar's box holds the year as typed so far: 0002, 0020, 0202 on the way to 2027. */
const yearBeingPicked = (iso: string) => Number(iso.slice(0, 4)) < 1000;

/**
 * A date typed as day/month/year (22/11/2027), or picked from a calendar opened by the button beside it, stored as
 * the files hold it (2027-11-22). Decap's own datetime widget re-reads the year at each keystroke (typing 2027 gave
 * 1907); here the typed text is kept as typed and only a whole, real date is stored. The calendar's own input stays
 * hidden: it shows dates in the browser's order (month first here), beside a box that shows day first.
 */
export const DateControl = createClass({
  getInitialState(this: DateControl) {
    return { text: showDate(this.props.value), unfinished: false };
  },

  isValid(this: DateControl): true | Invalid {
    const { field } = this.props;
    if (this.state.unfinished) return { error: { message: `${plainLabel(field)}: ${UNFINISHED_YEAR}` } };
    if (this.state.text.trim() === '') return true; // Decap's own "required" check speaks for an empty field.
    const typed = parseDate(this.state.text);
    const problem =
      typed.error ?? (field.get('future_only') ? pastDeparture(typed.value ?? '', isoToday()) : undefined);
    return problem ? { error: { message: `${plainLabel(field)}: ${problem}` } } : true;
  },

  onType(this: DateControl, text: string) {
    this.setState({ text, unfinished: yearBeingTyped(text), picked: undefined });
    const typed = parseDate(text);
    // An unfinished date is kept as typed (the entry counts as changed, and saving is refused until it is whole).
    this.props.onChange(text.trim() === '' ? '' : (typed.value ?? text));
  },

  onPick(this: DateControl, iso: string) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return;
    // Never stored nor shown: the date stays as it was until the year is whole.
    if (yearBeingPicked(iso)) return this.setState({ unfinished: true, picked: iso });
    this.setState({ text: showDate(iso), unfinished: false, picked: iso });
    this.props.onChange(iso);
  },

  render(this: DateControl & { onType(text: string): void; onPick(iso: string): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
    return h(
      'div',
      {
        className: classNameWrapper,
        style: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' },
      },
      h('input', {
        id: forID,
        type: 'text',
        inputMode: 'numeric',
        placeholder: 'day/month/year, e.g. 22/11/2027',
        value: this.state.text,
        onChange: (event: { target: { value: string } }) => this.onType(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: { flex: '1', border: 'none', outline: 'none', font: 'inherit', background: 'transparent' },
      }),
      h('input', {
        type: 'date',
        tabIndex: -1,
        'aria-hidden': 'true',
        ref: (element: HTMLInputElement | null) => {
          this.picker = element;
        },
        value: this.state.picked ?? pickerValue(value),
        onChange: (event: { target: { value: string } }) => this.onPick(event.target.value),
        style: { position: 'absolute', opacity: 0, width: '1px', height: '1px', pointerEvents: 'none' },
      }),
      h(
        'button',
        {
          type: 'button',
          onClick: () => this.picker?.showPicker?.(),
          style: { font: 'inherit', cursor: 'pointer', padding: '4px 10px' },
        },
        'Pick from a calendar',
      ),
      h('p', { role: 'status', style: { flexBasis: '100%', margin: 0 } }, this.state.unfinished ? UNFINISHED_YEAR : ''),
    );
  },
});

/** The collapsed and preview form of a date: 22/11/2027. */
export const DatePreview = ({ value }: { value: unknown }) => h('span', null, showDate(value));
