import { type Control, createClass, h, type ImmutableMap, type Invalid, plainLabel } from './decap.ts';

interface MediaProps {
  mediaPaths: ImmutableMap;
  onOpenMediaLibrary(options: Record<string, unknown>): void;
  onRemoveInsertedMedia(controlID: string): void;
  onRemoveMediaControl(controlID: string): void;
}
type PictureControl = Control<{ controlID: string }> & { props: MediaProps };

const NAME = /^[a-z0-9-]+$/;

/** The name the site knows a picture by: its file name without folder or extension (office-team.jpg → office-team). */
export const pictureName = (path: string) => (path.split('/').pop() ?? '').replace(/\.\w+$/, '');

/**
 * A picture chosen by name from those there are, or uploaded from this computer and chosen at once (the Media
 * library opens from the button). The list comes with the editor; a picture uploaded here joins it straight away.
 */
export const PictureControl = createClass({
  getInitialState() {
    return { controlID: crypto.randomUUID() };
  },

  // Decap redraws a widget only when its value changes, unless the widget says otherwise: a picture just chosen in
  // the Media library arrives in `mediaPaths` first.
  shouldComponentUpdate(this: PictureControl, next: PictureControl['props']) {
    const { value, classNameWrapper, mediaPaths } = this.props;
    const id = this.state.controlID;
    return (
      next.value !== value ||
      next.classNameWrapper !== classNameWrapper ||
      next.mediaPaths.get(id) !== mediaPaths.get(id)
    );
  },

  componentDidUpdate(this: PictureControl) {
    const { mediaPaths, value, onChange, onRemoveInsertedMedia } = this.props;
    const path = mediaPaths.get(this.state.controlID);
    if (typeof path !== 'string' || path === '') return; // '' once the chosen picture has been taken in
    const name = pictureName(path);
    if (name !== value) onChange(name);
    else onRemoveInsertedMedia(this.state.controlID);
  },

  componentWillUnmount(this: PictureControl) {
    this.props.onRemoveMediaControl(this.state.controlID);
  },

  isValid(this: PictureControl): true | Invalid {
    const value = String(this.props.value ?? '');
    if (!value || NAME.test(value)) return true;
    const message = `${plainLabel(this.props.field)}: the file name “${value}” has letters the site cannot use. Rename the picture on your computer with small letters, digits and hyphens (e.g. office-team.jpg), then upload it again.`;
    return { error: { message } };
  },

  render(this: PictureControl) {
    const { forID, classNameWrapper, value, onChange, field, onOpenMediaLibrary } = this.props;
    const chosen = typeof value === 'string' ? value : '';
    const known = ((field.get('options') as { toArray?: () => string[] } | undefined)?.toArray?.() ?? []).map(String);
    const names = chosen && !known.includes(chosen) ? [chosen, ...known] : known;
    const open = () =>
      onOpenMediaLibrary({
        controlID: this.state.controlID,
        forImage: true,
        allowMultiple: false,
        field,
        value: chosen,
      });
    return h(
      'div',
      { style: { display: 'flex', gap: '0.5rem', alignItems: 'center' } },
      h(
        'select',
        {
          id: forID,
          className: classNameWrapper,
          value: chosen,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        },
        h('option', { value: '' }, '—'),
        ...names.map((name) => h('option', { key: name, value: name }, name)),
      ),
      h('button', { type: 'button', onClick: open, style: { whiteSpace: 'nowrap' } }, 'Upload a picture…'),
    );
  },
});

export const PicturePreview = ({ value }: { value: unknown }) => h('span', null, String(value ?? ''));
