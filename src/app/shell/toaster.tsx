import { resolveValue, type Toast, useToaster } from 'react-hot-toast/headless';

const DURATION_MS = 5000;

const ICONS: Partial<Record<Toast['type'], { glyph: string; className: string }>> = {
  success: { glyph: '✓', className: 'bg-success text-surface' },
  error: { glyph: '!', className: 'bg-danger text-surface' },
};

/**
 * The toasts, at the foot of the window (clear of the header and of the field a form asks to fix), styled by the
 * design system (react-hot-toast's headless store): no styles are injected at run time, so the content-security
 * policy needs no 'unsafe-inline' for styles.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster({ duration: DURATION_MS });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the toasts' timers; nothing to operate
    <div className="toast-stack" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((item) => {
        const icon = ICONS[item.type];
        return (
          <div
            key={item.id}
            {...item.ariaProps}
            className={`toast transition-opacity duration-300 motion-reduce:transition-none ${item.visible ? 'opacity-100' : 'opacity-0'}`}
          >
            {icon && (
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${icon.className}`}
              >
                {icon.glyph}
              </span>
            )}
            {resolveValue(item.message, item)}
          </div>
        );
      })}
    </div>
  );
}
