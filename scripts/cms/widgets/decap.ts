/** The parts of Decap CMS's globals (decap-cms.js) the editor's own widgets use. */

/** An Immutable.js map, as Decap hands entries and field settings to widgets. */
export interface ImmutableMap {
  get(key: string, fallback?: unknown): unknown;
  getIn(path: string[]): unknown;
}

export interface WidgetProps {
  value: unknown;
  onChange: (value: unknown) => void;
  field: ImmutableMap;
  entry: ImmutableMap;
  forID: string;
  locale?: string;
  validate: () => void;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export type Invalid = { error: { message: string } };

/** A widget control's instance as `createClass` builds it: React's component with our own methods. */
export interface Control<State = Record<string, unknown>> {
  props: WidgetProps;
  state: State;
  setState(next: Partial<State>): void;
}

type Element = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

interface CMS {
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): { control: unknown; preview: unknown } | undefined;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerLocale(locale: string, phrases: object): void;
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void;
  registerPreviewTemplate(collection: string, template: unknown): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: {
      fromFile(text: string): Record<string, unknown>;
      toFile(data: Record<string, unknown>, order?: readonly string[]): string;
    },
  ): void;
}

const globals = window as unknown as { CMS: CMS; h: H; createClass: (spec: object) => unknown };

export const CMS = globals.CMS;
export const h = globals.h;
export const createClass = globals.createClass;

/** The English part of a field's label ("Title · 標題" → "Title"). */
export const plainLabel = (field: ImmutableMap) => String(field.get('label', field.get('name'))).split(' · ')[0];
