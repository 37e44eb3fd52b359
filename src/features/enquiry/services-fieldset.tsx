import { useT } from '../i18n/use-t';
import { SERVICE_IDS, type ServiceId } from './core/fields';

/** The ten services as checkboxes (all optional). */
export function ServicesFieldset({ chosen, onToggle }: { chosen: ServiceId[]; onToggle: (id: ServiceId) => void }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 font-medium text-ink-800">{t('enquiry.services')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SERVICE_IDS.map((id) => (
          <label key={id} className="flex items-center gap-2 text-ink-700">
            <input
              type="checkbox"
              name="services"
              value={id}
              checked={chosen.includes(id)}
              onChange={() => onToggle(id)}
              className="h-4 w-4 accent-brand-700 focus-ring"
            />
            {t(`enquiry.service.${id}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
