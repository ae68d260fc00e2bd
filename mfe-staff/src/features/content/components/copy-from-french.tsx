import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { STAFF_NS } from '../../../config/i18n';
import { useCopyFromFrench } from '../hooks/use-copy-from-french';
import styles from '../../../components/staff.module.css';

/** The "Copy from French" buttons' state and their "overwrite?" dialog, for one editor. */
export function useCopyFromFrenchControls<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly string[],
) {
  const { t } = useTranslation(STAFF_NS);
  const copy = useCopyFromFrench(form, fields);
  const button = (language: SiteLanguage) =>
    language === 'fr' ? null : (
      <Button type="button" variant="ghost" onClick={() => copy.start(language)}>
        {t('content.copy.button', { language: t(`content.languages.${language}`) })}
      </Button>
    );
  const dialog = (
    <Dialog
      open={copy.pending !== null}
      onOpenChange={(open) => (open ? undefined : copy.keep())}
      title={t('content.copy.title')}
      description={
        copy.pending
          ? t('content.copy.text', {
              count: copy.pending.fields.length,
              language: t(`content.languages.${copy.pending.language}`),
            })
          : ''
      }
      size="sm"
    >
      <div className={styles.actions}>
        <Button type="button" onClick={copy.overwrite}>
          {t('content.copy.overwrite')}
        </Button>
        <Button type="button" variant="ghost" onClick={copy.keep}>
          {t('content.copy.keep')}
        </Button>
      </div>
    </Dialog>
  );
  return { button, dialog };
}
