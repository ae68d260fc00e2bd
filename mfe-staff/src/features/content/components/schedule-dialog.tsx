import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import { companyTimeToIso, isoToCompanyTime } from '../company-time';
import type { EditedRecord } from '../hooks/use-content-editor';
import styles from '../../../components/staff.module.css';

const HOUR_MS = 60 * 60 * 1000;

/**
 * "Schedule…" / "Reschedule…": a date and time on the company's clock (Casablanca), in the future;
 * the record is published then (saved changes first, as "Publish" does).
 */
export function ScheduleDialog({
  record,
  busy,
  onSchedule,
}: {
  record: EditedRecord;
  busy: boolean;
  onSchedule: (at: string) => Promise<boolean>;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const openDialog = () => {
    // The time already chosen, or the next full hour.
    const start = record.scheduled && record.published_at ? record.published_at : nextHour();
    setValue(isoToCompanyTime(start));
    setError('');
    setOpen(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles a portalled form's submit to the editor's form: it stops here.
    event.stopPropagation();
    const at = companyTimeToIso(value);
    if (!at) return setError(t('content.schedule.invalid'));
    if (Date.parse(at) <= Date.now()) return setError(t('content.schedule.past'));
    if (await onSchedule(at)) setOpen(false);
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={openDialog} disabled={busy}>
        {t(record.scheduled ? 'content.schedule.reschedule' : 'content.schedule.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('content.schedule.title')}
        description={t('content.schedule.text')}
        size="sm"
      >
        {/* A form of its own inside the editor's: portalled out of it, so submitting it saves nothing else. */}
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <Input
            type="datetime-local"
            label={t('content.schedule.when')}
            hint={t('content.schedule.when_hint')}
            required
            value={value}
            error={error}
            onChange={(event) => setValue(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={busy}>
              {t('content.schedule.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function nextHour(): string {
  return new Date(Math.ceil((Date.now() + 1) / HOUR_MS) * HOUR_MS).toISOString();
}
