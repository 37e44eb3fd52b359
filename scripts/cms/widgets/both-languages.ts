import { isLang, LANGUAGES, SOURCE_LANG } from '../../../src/config/languages.ts';
import { CMS, type Control, createClass, h, type Invalid, plainLabel } from './decap.ts';

type Wrapper = Control & { inner?: { isValid?: () => unknown; getValidateValue?: () => unknown } };

/** Each translated field shown on a language side other than the editor's first, by its Decap validate(). */
const otherSides = new Map<string, () => void>();
let checking = false;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof (value as { size?: unknown })?.size === 'number' && (value as { size: number }).size === 0);

/**
 * Checks the other language sides along with the first. Decap 3.16 validates only the default locale's pane
 * before saving (EditorInterface.handleOnPersist: switchToDefaultLocale, then controlPaneRef.validate()), so an
 * empty 繁體中文 title was saved. The first side's check runs each other side's own Decap check, which puts its
 * message beside that field and blocks the save as any other error does.
 */
function checkOtherSides() {
  if (checking) return;
  checking = true;
  queueMicrotask(() => {
    checking = false;
  });
  for (const validate of otherSides.values()) validate();
}

/**
 * A translated field (widget `both-languages`, its own widget in `base`): the `base` widget as Decap draws it,
 * refused when empty on any language side with "Please fill in the 繁體中文 Title before saving."
 */
export const BothLanguagesControl = createClass({
  componentDidMount(this: Wrapper) {
    if (this.props.locale && this.props.locale !== SOURCE_LANG) otherSides.set(this.props.forID, this.props.validate);
  },

  componentWillUnmount(this: Wrapper) {
    otherSides.delete(this.props.forID);
  },

  /** Decap's own "is required" would repeat ours: it is told the field has a value, ours speaks for it. */
  getValidateValue(this: Wrapper) {
    const own = this.inner?.getValidateValue?.() ?? this.props.value;
    return isEmpty(own) && this.props.field.get('required', true) !== false ? 'checked by isValid' : own;
  },

  isValid(this: Wrapper): unknown {
    const { locale = SOURCE_LANG, field, value } = this.props;
    if (locale === SOURCE_LANG) checkOtherSides();
    if (field.get('required', true) !== false && isEmpty(this.inner?.getValidateValue?.() ?? value)) {
      const language = isLang(locale) ? LANGUAGES[locale].menuName : locale;
      return { error: { message: `Please fill in the ${language} ${plainLabel(field)} before saving.` } } as Invalid;
    }
    return this.inner?.isValid?.() ?? true;
  },

  focus(this: Wrapper & { inner?: { focus?: (path?: string) => void } }, path?: string) {
    if (this.inner?.focus) this.inner.focus(path);
    else document.getElementById(this.props.forID)?.focus();
  },

  render(this: Wrapper) {
    const base = CMS.getWidget(String(this.props.field.get('base', 'string')));
    if (!base) throw new Error(`No editor widget "${String(this.props.field.get('base'))}"`);
    return h(base.control, {
      ...this.props,
      ref: (ref: Wrapper['inner'] | null) => {
        this.inner = ref ?? undefined;
      },
    });
  },
});

/** The preview of a translated field: its base widget's own preview. */
export const BothLanguagesPreview = (props: { field: Control['props']['field'] }) => {
  const base = CMS.getWidget(String(props.field.get('base', 'string')));
  return base?.preview ? h(base.preview, props) : null;
};
