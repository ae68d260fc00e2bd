import { useTranslation } from 'react-i18next';
import { LANGUAGES, type SiteLanguage } from '@freight/shared/core/constants';
import {
  type StaffArticle,
  type StaffArticleInput,
  staffArticleInputSchema,
} from '@freight/shared/core/schemas/staff-content';
import { Input } from '@freight/shared/web/ui/input';
import { Select } from '@freight/shared/web/ui/select';
import { STAFF_NS } from '../../../config/i18n';
import { MEDIA_COVER_PREFIX } from '@freight/shared/core/schemas/staff-media';
import { fetchArticle, saveArticle, useArticleImages } from '../api/content';
import { useMediaList } from '../api/media';
import { useContentEditor } from '../hooks/use-content-editor';
import { type ArticleFormValues, articleFormValuesOf } from './article-form-values';
import { ArticlePreview } from './article-preview';
import { EditorActions } from './editor-actions';
import { VersionsDialog } from './versions-dialog';
import { LanguageSection } from './language-section';
import { useCopyFromFrenchControls } from './copy-from-french';
import contentStyles from './content.module.css';
import { RichTextField } from './rich-text-field';
import staffStyles from '../../../components/staff.module.css';

/**
 * The covers an article may take: the site's fixed pictures, then the media library's newest (as
 * `media:<id>`), and the article's own if it is on neither list (an older library picture).
 */
function useCoverChoices(article: StaffArticle | null, language: SiteLanguage) {
  const { t } = useTranslation(STAFF_NS);
  const fixed = useArticleImages().data ?? [];
  const library = useMediaList(1).data?.data ?? [];
  const choices = [
    ...fixed.map((image) => ({ name: image.name, url: image.url, label: image.name })),
    ...library.map((media) => ({
      name: `${MEDIA_COVER_PREFIX}${media.id}`,
      url: media.url,
      label: t('content.media.cover_option', { name: media.alt[language] || media.file_name }),
    })),
  ];
  if (article && !choices.some((choice) => choice.name === article.img))
    choices.push({ name: article.img, url: article.img_url, label: article.img });
  return choices;
}

/** An article in the four languages (title and rich-text body) and its picture; saved, published, previewed. */
export function ArticleEditor({
  article,
  onChanged,
}: {
  article: StaffArticle | null;
  onChanged: (article: StaffArticle) => void;
}) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const images = useCoverChoices(article, i18n.language as SiteLanguage);
  const editor = useContentEditor<ArticleFormValues, StaffArticleInput, StaffArticle>({
    kind: 'article',
    record: article,
    schema: staffArticleInputSchema,
    valuesOf: articleFormValuesOf,
    save: saveArticle,
    fetch: fetchArticle,
    onChanged,
  });
  const { register, control, getValues, watch } = editor.form;
  const copyFromFrench = useCopyFromFrenchControls(editor.form, ['title', 'body']);
  const img = watch('img');
  const imageUrl = images.find((image) => image.name === img)?.url;
  const label = (field: string, language: SiteLanguage) =>
    t('content.field_in', { field: t(`content.article.${field}`), language: t(`content.languages.${language}`) });
  return (
    <form className={staffStyles.form} onSubmit={editor.submit} noValidate>
      <div className={contentStyles.languages}>
        {LANGUAGES.map((language) => (
          <LanguageSection key={language} language={language} action={copyFromFrench.button(language)}>
            <Input
              label={label('title', language)}
              required
              error={editor.errorOf(`translations.${language}.title`)}
              {...register(`translations.${language}.title`)}
            />
            <RichTextField
              control={control}
              name={`translations.${language}.body`}
              label={label('body', language)}
              language={language}
              error={editor.errorOf(`translations.${language}.body`)}
            />
          </LanguageSection>
        ))}
      </div>
      {copyFromFrench.dialog}
      <Select
        label={t('content.article.img')}
        hint={t('content.article.img_hint')}
        fieldClassName={contentStyles.cover}
        required
        options={images.map((image) => ({ value: image.name, label: image.label }))}
        error={editor.errorOf('img')}
        {...register('img')}
      />
      {imageUrl ? <img src={imageUrl} alt="" width={240} height={135} /> : null}
      <EditorActions
        record={editor.base}
        busy={editor.busy}
        refusal={editor.refusal}
        notice={editor.notice}
        stale={editor.stale}
        publicPath={editor.publicPath}
        language={editor.language}
        onPublish={() => void editor.publish()}
        onUnpublish={() => void editor.unpublish()}
        onSchedule={editor.schedule}
        onReload={() => void editor.reload()}
        versions={
          editor.base ? (
            <VersionsDialog kind="article" id={editor.base.id} busy={editor.busy} onRestore={editor.restore} />
          ) : null
        }
        preview={<ArticlePreview values={getValues} imageUrl={(name) => images.find((i) => i.name === name)?.url} />}
      />
    </form>
  );
}
