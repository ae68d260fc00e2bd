import { useTranslation } from 'react-i18next';
import { directionOf, LANGUAGES } from '@freight/shared/core/constants';
import { MEDIA_ALT_MAX, type MediaAlt } from '@freight/shared/core/schemas/staff-media';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import contentStyles from './content.module.css';

/** What a picture shows, in each language, each field in its language and direction. */
export function MediaAltFields({
  alt,
  errors,
  onChange,
}: {
  alt: MediaAlt;
  /** Already translated, by language. */
  errors: Partial<Record<keyof MediaAlt, string>>;
  onChange: (alt: MediaAlt) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <fieldset className={contentStyles.mediaAlt}>
      <legend>{t('content.media.alt_legend')}</legend>
      <p>{t('content.media.alt_hint')}</p>
      {LANGUAGES.map((language) => (
        <Input
          key={language}
          label={t('content.field_in', {
            field: t('content.media.alt'),
            language: t(`content.languages.${language}`),
          })}
          lang={language}
          dir={directionOf(language)}
          maxLength={MEDIA_ALT_MAX}
          value={alt[language]}
          error={errors[language]}
          onChange={(event) => onChange({ ...alt, [language]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}

export const NO_ALT: MediaAlt = { fr: '', en: '', es: '', ar: '' };

/** The API's field errors (`alt.fr`: `validation.too_long`) as the fields' texts. */
export function altErrorsOf(fields: Record<string, string>, translate: (key: string) => string) {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name.startsWith('alt.'))
      .map(([name, key]) => [name.slice('alt.'.length), translate(key)]),
  ) as Partial<Record<keyof MediaAlt, string>>;
}
