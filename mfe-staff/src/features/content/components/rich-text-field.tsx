import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { RichTextEditor } from './rich-text-editor';

/** A form's rich-text field (an article's body, an offer's description): the TipTap editor bound to react-hook-form. */
export function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  language,
  error,
  pictures,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  language: SiteLanguage;
  /** Already translated. */
  error?: string;
  /** Whether the toolbar offers the media library's pictures (default: yes). */
  pictures?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RichTextEditor
          label={label}
          language={language}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          fieldRef={field.ref}
          error={error}
          pictures={pictures}
        />
      )}
    />
  );
}
