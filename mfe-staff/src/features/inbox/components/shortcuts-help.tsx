import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Dialog } from '@freight/shared/web/ui/dialog';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

const SHORTCUTS = [
  ['j', 'next'],
  ['k', 'previous'],
  ['o', 'open'],
  ['a', 'assign'],
  ['r', 'reply'],
  ['e', 'archive'],
  ['?', 'help'],
] as const;

/** The list of the inbox's shortcuts, in the design system's dialog (focus kept inside, then given back). */
export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('inbox.shortcuts_title')}
      description={t('inbox.shortcuts_hint')}
      trigger={
        <Button type="button" variant="ghost">
          {t('inbox.shortcuts_open')}
        </Button>
      }
    >
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map(([key, name]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(`inbox.shortcut.${name}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
