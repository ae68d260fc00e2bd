import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { directionOf, type SiteLanguage } from '@freight/shared/core/constants';
import { FieldError, RequiredMarker } from '@freight/shared/web/ui/field';
import { STAFF_NS } from '../../../config/i18n';
import { LinkForm } from './link-form';
import { MediaPickerDialog } from './media-picker-dialog';
import { Toolbar } from './toolbar';
import styles from './content.module.css';

export interface RichTextEditorProps {
  label: string;
  language: SiteLanguage;
  /** The HTML; '' for an empty editor (the schema's "required"). */
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** Already translated. */
  error?: string;
  /** react-hook-form's ref: focusing the field focuses the editor. */
  fieldRef: (instance: { focus: () => void } | null) => void;
  /** Whether the toolbar offers the media library's pictures (default: yes). */
  pictures?: boolean;
}

/**
 * An article's body or an offer's description in TipTap: the site's tags only (headings 2-3, lists,
 * bold, italic, links, the media library's pictures), a labelled toolbar, and the editing area a
 * labelled textbox in its language's direction. It never shows HTML; the API sanitizes what it
 * sends as the seed's articles are.
 */
export function RichTextEditor({
  label,
  language,
  value,
  onChange,
  onBlur,
  error,
  fieldRef,
  pictures = true,
}: RichTextEditorProps) {
  const { t } = useTranslation(STAFF_NS);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const emitted = useRef(value);
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, linkOnPaste: false },
        // An empty paragraph added after a picture ending the body would be a change the author did not make.
        trailingNode: false,
      }),
      // Pictures of the media library only (the picture dialog); the sanitizers keep no other.
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        lang: language,
        dir: directionOf(language),
      },
      // Ctrl/Cmd+K asks for a link's address, as in most editors.
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinking(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur(),
  });

  // A value from outside (a reload, the saved record) replaces the content; one typed here does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    fieldRef({ focus: () => editor.commands.focus() });
    return () => fieldRef(null);
  }, [editor, fieldRef]);

  // The error is announced with the textbox: its attributes are set on the editing element itself.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          lang: language,
          dir: directionOf(language),
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, error, errorId, labelId, language]);

  return (
    <div data-invalid={error ? '' : undefined}>
      <span id={labelId} className={styles.editorLabel}>
        {label}
        <RequiredMarker />
      </span>
      <FieldError id={errorId}>{error}</FieldError>
      <Toolbar
        editor={editor}
        label={t('content.toolbar.label', { field: label })}
        onLink={() => setLinking(true)}
        onPicture={pictures ? () => setPicking(true) : undefined}
      />
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      {picking ? (
        <MediaPickerDialog
          language={language}
          onClose={() => setPicking(false)}
          onPick={(media) => {
            setPicking(false);
            // The alt text of the body's language: the page in that language reads it out.
            editor.chain().focus().setImage({ src: media.url, alt: media.alt[language] }).run();
          }}
        />
      ) : null}
      <div className={styles.editor}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
