import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { directionOf, LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { Tabs } from '@freight/shared/web/ui/tabs';
import { STAFF_NS } from '../../../config/i18n';
import { useLanguageT } from '../hooks/use-language-t';
import styles from './content.module.css';

/** One language's preview, in that language's texts and direction. */
function LanguagePreview({
  language,
  render,
}: {
  language: SiteLanguage;
  render: (language: SiteLanguage, t: TFunction) => ReactNode;
}) {
  const { t } = useTranslation(STAFF_NS);
  const inLanguage = useLanguageT(language);
  if (!inLanguage) return <LoadingState label={t('layout.loading')} />;
  return (
    <div lang={language} dir={directionOf(language)} className={styles.preview}>
      {render(language, inLanguage)}
    </div>
  );
}

/**
 * "Preview": the record as the public page will show it, a tab per language, from what the form holds
 * now (saved or not). `render` draws one language; it is read when the dialog opens.
 */
export function PreviewDialog({ render }: { render: (language: SiteLanguage, t: TFunction) => ReactNode }) {
  const { t } = useTranslation(STAFF_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {t('content.preview.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('content.preview.title')} size="lg">
        {open ? (
          <Tabs
            label={t('content.preview.languages')}
            items={LANGUAGES.map((language) => ({
              value: language,
              label: t(`content.languages.${language}`),
              content: <LanguagePreview language={language} render={render} />,
            }))}
          />
        ) : null}
      </Dialog>
    </>
  );
}
