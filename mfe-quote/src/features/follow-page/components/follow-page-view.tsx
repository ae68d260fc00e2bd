import { useTranslation } from 'react-i18next';
import { toLanguage } from '@freight/shared/core/constants';
import type { FollowView } from '@freight/shared/core/schemas/follow';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { Button } from '@freight/shared/web/ui/button';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { QUOTE_NS } from '../../../config/i18n';
import { FOLLOW_HEAD } from '../../../config/pages';
import { useFollowOffers } from '../hooks/use-follow-offers';
import { isDeadLink, useFollowView } from '../hooks/use-follow-view';
import { offerSteps } from '../offer-format';
import { DeadLink } from './fresh-link-form';
import { FollowRequest } from './follow-request';
import { FollowThread } from './follow-thread';
import { MessageForm } from './message-form';
import { OfferBlock } from './offer-block';

/** A message the visitor just wrote, in the thread and the timeline before the server's view comes back. */
function withMessage(view: FollowView, text: string): FollowView {
  const at = new Date().toISOString();
  return {
    ...view,
    timeline: [...view.timeline, { step: 'message', at }],
    messages: [...view.messages, { from: 'visitor', at, body: text }],
  };
}

/** /follow/:token: the request a follow-up link opens (docs/decisions/030-follow-up-page.md). */
export function FollowPageView({ token }: { token: string }) {
  const { t, i18n } = useTranslation(QUOTE_NS);
  usePageHead(FOLLOW_HEAD);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data: view, error, mutate, isValidating } = useFollowView(token);
  // Asked in the same render as the view, so the server fetches both before it renders the page again.
  const offers = useFollowOffers(token);

  if (isDeadLink(error)) return <DeadLink />;
  if (!view)
    return (
      <PageIntro title={t('follow.title')} lead={t('follow.lead')}>
        {error ? (
          <div role="alert">
            <p>{t('follow.load_failed')}</p>
            <Button type="button" loading={isValidating} onClick={() => void mutate()}>
              {t('follow.retry')}
            </Button>
          </div>
        ) : (
          <p role="status">{t('follow.loading')}</p>
        )}
      </PageIntro>
    );
  return (
    <>
      <PageIntro title={t('follow.title')} lead={t('follow.lead')} />
      <FollowRequest view={view} language={language} steps={offerSteps(offers.data)} />
      {offers.data ? (
        <OfferBlock
          token={token}
          offer={offers.data}
          language={language}
          reload={async () => {
            const [now] = await Promise.all([offers.mutate(), mutate()]);
            return now;
          }}
        />
      ) : null}
      {offers.error && !isDeadLink(offers.error) ? (
        <PageSection title={t('follow.offer.title_none')}>
          <div role="alert">
            <p>{t('follow.offer.load_failed')}</p>
            <Button type="button" loading={offers.isValidating} onClick={() => void offers.mutate()}>
              {t('follow.retry')}
            </Button>
          </div>
        </PageSection>
      ) : null}
      <PageSection title={t('follow.thread_title')}>
        <FollowThread messages={view.messages} language={language} />
      </PageSection>
      <PageSection title={t('follow.form_title')} muted>
        <MessageForm
          token={token}
          onSent={async (text) => {
            await mutate((current) => current && withMessage(current, text), { revalidate: true });
          }}
        />
      </PageSection>
    </>
  );
}
