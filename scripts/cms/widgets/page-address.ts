import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { type Control, createClass, h, type ImmutableMap, type Invalid, plainLabel } from './decap.ts';

type AddressControl = Control;

/** The folder an entry is saved in (`turkey-tour` of `turkey-tour/index`), or '' for one not saved yet. */
const savedAs = (entry: ImmutableMap) => (entry.get('newRecord') ? '' : String(entry.get('slug') ?? '').split('/')[0]);

/**
 * A page's address in one language (`taken`: every address in use, per language, with whose it is). An address
 * another page already has is refused in the form, naming that page: a duplicated tour keeps the original's
 * addresses until it is given its own, and two pages cannot share one.
 */
export const PageAddressControl = createClass({
  isValid(this: AddressControl): true | Invalid {
    const { field, entry, locale = SOURCE_LANG, value } = this.props;
    const address = String(value ?? '').trim();
    const owner = field.getIn(['taken', locale, address]) as ImmutableMap | undefined;
    if (!address || !owner || owner.get('id') === savedAs(entry)) return true;
    const message = `${plainLabel(field)}: “${address}” is already the address of ${String(owner.get('name'))}. Give this page an address of its own, e.g. ${address}-2.`;
    return { error: { message } };
  },

  render(this: AddressControl) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, onChange } = this.props;
    return h('input', {
      id: forID,
      type: 'text',
      className: classNameWrapper,
      value: typeof value === 'string' ? value : '',
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
    });
  },
});

export const PageAddressPreview = ({ value }: { value: unknown }) => h('span', null, String(value ?? ''));
