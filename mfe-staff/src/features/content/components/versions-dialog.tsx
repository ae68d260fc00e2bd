import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { directionOf } from '@freight/shared/core/constants';
import type { StaffContentVersion } from '@freight/shared/core/schemas/staff-content';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';
import { type ContentKind, fetchVersion, recordKey, useVersions } from '../api/content';
import { type VersionContent, versionChanges } from '../version-diff';
import styles from './content.module.css';
import staffStyles from '../../../components/staff.module.css';

/** The fields each kind's versions compare: texts per language (the rich ones as text), then the others. */
export const VERSION_FIELDS: Record<ContentKind, { texts: string[]; rich: string[]; others: string[] }> = {
  article: { texts: ['title', 'body'], rich: ['body'], others: ['img'] },
  job: {
    texts: ['post', 'location', 'contract', 'description'],
    rich: ['description'],
    others: ['salary', 'experience_years', 'valid_through'],
  },
};

const isContent = (value: unknown): value is VersionContent =>
  typeof value === 'object' && value !== null && 'translations' in value;

function useVersionContent(kind: ContentKind, id: number, number: number | null) {
  return useSWR(number === null ? null : `${recordKey(kind, id)}:version:${number}`, async () => {
    const { content } = await fetchVersion(kind, id, number ?? 0);
    return isContent(content) ? content : null;
  });
}

/** Two versions side by side as the words removed and added, field by field and language by language. */
function VersionComparison({
  kind,
  id,
  older,
  newer,
}: {
  kind: ContentKind;
  id: number;
  older: number;
  newer: number;
}) {
  const { t } = useTranslation(STAFF_NS);
  const a = useVersionContent(kind, id, older).data;
  const b = useVersionContent(kind, id, newer).data;
  if (!a || !b) return <LoadingState label={t('layout.loading')} />;
  const fields = VERSION_FIELDS[kind];
  const changes = versionChanges(a, b, fields.texts, fields.rich, fields.others);
  if (changes.length === 0) return <p>{t('content.versions.no_change')}</p>;
  return (
    <dl className={styles.diff}>
      {changes.map(({ field, language, parts }) => (
        <div key={`${field}-${language}`}>
          <dt>
            {language
              ? t('content.field_in', {
                  field: t(`content.${kind}.${field}`),
                  language: t(`content.languages.${language}`),
                })
              : t(`content.${kind}.${field}`)}
          </dt>
          <dd lang={language ?? undefined} dir={language ? directionOf(language) : undefined}>
            {parts.map((part, index) =>
              part.removed ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
                <del key={index}>{part.value}</del>
              ) : part.added ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
                <ins key={index}>{part.value}</ins>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one diff never move
                <span key={index}>{part.value}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Versions": every save of the record (who, when), two of them compared, and an earlier one restored
 * (after a confirmation; the restore is saved as a new version).
 */
export function VersionsDialog({
  kind,
  id,
  busy,
  onRestore,
}: {
  kind: ContentKind;
  id: number;
  busy: boolean;
  onRestore: (number: number) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const [open, setOpen] = useState(false);
  const versions = useVersions(kind, open ? id : null);
  const [picked, setPicked] = useState<{ older: number; newer: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = versions.data ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const labelOf = (version: StaffContentVersion) =>
    t(version.restored_from ? 'content.versions.item_restored' : 'content.versions.item', {
      number: version.number,
      name: version.created_by?.name ?? t('content.editor.someone'),
      when: when.format(new Date(version.created_at)),
      from: version.restored_from,
    });
  const older = picked?.older ?? list[1]?.number ?? null;
  const newer = picked?.newer ?? list[0]?.number ?? null;
  const options = list.map((version) => ({ value: String(version.number), label: labelOf(version) }));
  const pick = (which: 'older' | 'newer', value: string) => {
    setConfirming(false);
    setPicked({ older: older ?? 0, newer: newer ?? 0, [which]: Number(value) });
  };
  const restore = async () => {
    if (older === null) return;
    if (await onRestore(older)) {
      setOpen(false);
      setPicked(null);
      setConfirming(false);
      await versions.mutate();
    }
  };
  return (
    <>
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {t('content.versions.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('content.versions.title')} size="lg">
        {!versions.data ? (
          <LoadingState label={t('layout.loading')} />
        ) : list.length < 2 ? (
          <p>
            {list.length === 0
              ? t('content.versions.none')
              : t('content.versions.only_one', { label: labelOf(list[0] as StaffContentVersion) })}
          </p>
        ) : (
          <div className={staffStyles.form}>
            <ol className={styles.versions}>
              {list.map((version) => (
                <li key={version.number}>{labelOf(version)}</li>
              ))}
            </ol>
            <div className={styles.columns}>
              {(['older', 'newer'] as const).map((which) => (
                <Select
                  key={which}
                  label={t(`content.versions.${which}`)}
                  placeholder={false}
                  options={options}
                  value={String(which === 'older' ? older : newer)}
                  onChange={(event) => pick(which, event.target.value)}
                />
              ))}
            </div>
            <h3>{t('content.versions.changes', { older, newer })}</h3>
            {older !== null && newer !== null ? (
              <VersionComparison kind={kind} id={id} older={older} newer={newer} />
            ) : null}
            <div className={staffStyles.actions}>
              {confirming ? (
                <>
                  <p>{t('content.versions.restore_text', { number: older })}</p>
                  <Button type="button" onClick={() => void restore()} disabled={busy}>
                    {t('content.versions.restore_confirm', { number: older })}
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
                    {t('actions.cancel')}
                  </Button>
                </>
              ) : (
                <Button type="button" variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
                  {t('content.versions.restore', { number: older })}
                </Button>
              )}
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
