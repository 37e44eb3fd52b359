import { isoToday } from '../../../src/content/tours/departures.ts';
import { type Control, createClass, h, type Invalid, plainLabel } from './decap.ts';
import { parseDate, pastDeparture, pickerValue, showDate } from './parse.ts';

type DateControl = Control<{ text: string }>;

/**
 * A date typed as day/month/year (22/11/2027) or picked from the calendar beside it, stored as the files hold it
 * (2027-11-22). Decap's own datetime widget re-reads the year at each keystroke (typing 2027 gave 1907); here the
 * typed text is kept as typed, and only a whole, real date is stored. Anything else is refused when saving.
 */
export const DateControl = createClass({
  getInitialState(this: DateControl) {
    return { text: showDate(this.props.value) };
  },

  componentDidUpdate(this: DateControl) {
    const { value } = this.props;
    const typed = parseDate(this.state.text);
    // Changed from outside (the calendar, or another locale's copy): show the new date.
    if (pickerValue(value) && typed.value !== pickerValue(value)) this.setState({ text: showDate(value) });
  },

  isValid(this: DateControl): true | Invalid {
    const { field } = this.props;
    if (this.state.text.trim() === '') return true; // Decap's own "required" check speaks for an empty field.
    const typed = parseDate(this.state.text);
    const problem =
      typed.error ?? (field.get('future_only') ? pastDeparture(typed.value ?? '', isoToday()) : undefined);
    return problem ? { error: { message: `${plainLabel(field)}: ${problem}` } } : true;
  },

  onType(this: DateControl, text: string) {
    this.setState({ text });
    const typed = parseDate(text);
    // An unfinished date is kept as typed (the entry counts as changed, and saving is refused until it is whole).
    this.props.onChange(text.trim() === '' ? '' : (typed.value ?? text));
  },

  render(this: DateControl & { onType(text: string): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
    return h(
      'div',
      { className: classNameWrapper, style: { display: 'flex', gap: '12px', alignItems: 'center' } },
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
        'aria-label': 'Pick from a calendar',
        value: pickerValue(value),
        onChange: (event: { target: { value: string } }) => {
          if (!event.target.value) return;
          this.setState({ text: showDate(event.target.value) });
          this.props.onChange(event.target.value);
        },
        style: { font: 'inherit' },
      }),
    );
  },
});

/** The collapsed and preview form of a date: 22/11/2027. */
export const DatePreview = ({ value }: { value: unknown }) => h('span', null, showDate(value));
