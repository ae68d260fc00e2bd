import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Editor, useEditorState } from '@tiptap/react';
import { Button } from '@freight/shared/web/ui/button';
import { STAFF_NS } from '../../../config/i18n';
import styles from './content.module.css';

interface Command {
  /** `content.toolbar.*` key of the button's name. */
  key: string;
  run: (editor: Editor) => void;
  /** A mark or block that the selection is in: the button says so with aria-pressed. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const COMMANDS: Command[] = [
  {
    key: 'bold',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'heading',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'subheading',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullet_list',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'ordered_list',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { key: 'undo', run: (e) => e.chain().focus().undo().run(), enabled: (e) => e.can().undo() },
  { key: 'redo', run: (e) => e.chain().focus().redo().run(), enabled: (e) => e.can().redo() },
];

/** Arrow keys move along the toolbar (mirrored right to left), Home and End jump to its ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
  let next: number | null = null;
  if (step !== undefined) next = (at + step + buttons.length) % buttons.length;
  if (event.key === 'Home') next = 0;
  if (event.key === 'End') next = buttons.length - 1;
  if (next === null) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/** The editor's labelled toolbar: each button named, toggles with aria-pressed, undo and redo. */
export function Toolbar({
  editor,
  label,
  onLink,
  onPicture,
}: {
  editor: Editor;
  label: string;
  onLink: () => void;
  /** Opens the media library's picture dialog; no Picture button without it (a member who may not browse the library). */
  onPicture?: () => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: COMMANDS.map((command) => command.active?.(current) ?? null),
      enabled: COMMANDS.map((command) => command.enabled?.(current) ?? true),
      link: current.isActive('link'),
    }),
  });
  const button = (command: Command, index: number) => {
    const pressed = state.active[index];
    return (
      <Button
        key={command.key}
        size="sm"
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed === null ? undefined : pressed}
        disabled={!state.enabled[index]}
        onClick={() => command.run(editor)}
      >
        {t(`content.toolbar.${command.key}`)}
      </Button>
    );
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: a toolbar (a composite widget) moves its focus with the arrow keys.
    <div role="toolbar" aria-label={label} className={styles.toolbar} onKeyDown={moveFocus}>
      {COMMANDS.slice(0, 6).map(button)}
      {onPicture ? (
        <Button size="sm" variant="secondary" onClick={onPicture}>
          {t('content.toolbar.picture')}
        </Button>
      ) : null}
      <Button size="sm" variant={state.link ? 'primary' : 'secondary'} aria-pressed={state.link} onClick={onLink}>
        {t('content.toolbar.link')}
      </Button>
      {COMMANDS.slice(6).map((command, index) => button(command, index + 6))}
    </div>
  );
}
