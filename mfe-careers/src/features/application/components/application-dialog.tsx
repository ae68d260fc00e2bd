import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { CAREERS_NS } from '../../../config/i18n';
import type { ApplicationState } from '../hooks/use-application';
import { ApplicationForm } from './application-form';
import { UploadProgressBar } from './upload-progress-bar';
import styles from './application.module.css';

/**
 * The one application modal of the page (shared Dialog: focus trapped and
 * given back to the 'apply' button, page scroll locked). Send and Cancel stay
 * in view below the form while it scrolls.
 */
export function ApplicationDialog({ application }: { application: ApplicationState }) {
  const { t } = useTranslation(CAREERS_NS);
  const formId = useId();
  const job = application.target?.job ?? null;

  return (
    <Dialog
      open={application.isOpen}
      onOpenChange={(open) => {
        if (!open) application.close();
      }}
      title={job ? t('apply.title_job', { post: job.post }) : t('apply.title_spontaneous')}
      size="lg"
      footer={
        <div className={styles.actions}>
          {application.sending ? <UploadProgressBar progress={application.progress} /> : null}
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={application.close}>
              {t('apply.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={application.sending}>
              {t('apply.submit')}
            </Button>
          </div>
        </div>
      }
    >
      <ApplicationForm id={formId} application={application} />
    </Dialog>
  );
}
