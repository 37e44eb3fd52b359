import { useT } from '../../shared/i18n/use-t';
import { SERVICE_IDS, type ServiceId } from './core/fields';

/** The ten services as checkboxes (all optional). */
export function ServicesFieldset({ chosen, onToggle }: { chosen: ServiceId[]; onToggle: (id: ServiceId) => void }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="field-label mb-2">{t('enquiry.services')}</legend>
      <div className="check-group">
        {SERVICE_IDS.map((id) => (
          <label key={id} className="check-option">
            <input
              type="checkbox"
              name="services"
              value={id}
              checked={chosen.includes(id)}
              onChange={() => onToggle(id)}
              className="check"
            />
            {t(`enquiry.service.${id}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
