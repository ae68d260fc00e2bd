import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/react';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import { safeLinkHref } from '../link-url';
import styles from './content.module.css';

/**
 * The address of a link, asked in a labelled field under the toolbar (not a <form>: it sits inside
 * the article's). Enter applies, Escape cancels; both give the focus back to the text.
 */
export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const current = editor.getAttributes('link').href;
  const [href, setHref] = useState(typeof current === 'string' ? current : '');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    onDone();
    editor.commands.focus();
  };
  const apply = () => {
    const safe = safeLinkHref(href);
    if (!safe) return setError(t('content.link.invalid'));
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] }).run();
    else chain.setLink({ href: safe }).run();
    onDone();
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className={styles.linkForm}>
      <Input
        label={t('content.link.address')}
        hint={t('content.link.hint')}
        dir="ltr"
        type="url"
        autoFocus
        value={href}
        error={error}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={keys}
      />
      <Button type="button" size="sm" onClick={apply}>
        {t('content.link.apply')}
      </Button>
      {current ? (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('content.link.remove')}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={close}>
        {t('actions.cancel')}
      </Button>
    </div>
  );
}
