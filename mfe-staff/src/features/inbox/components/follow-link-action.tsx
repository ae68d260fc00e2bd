import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@freight/shared/core/schemas/staff-inbox';
import { Button } from '@freight/shared/web/ui/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { sendNewFollowLink } from '../api/inbox';

/**
 * The visitor's follow-up link, replaced: the old one stops working and a new one is e-mailed to the
 * address of the request (a forwarded or leaked link, docs/decisions/028-follow-up-links.md).
 */
export function FollowLinkAction({ request }: { request: RequestDetail }) {
  const { t } = useTranslation(STAFF_NS);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <section aria-labelledby="request-follow-link">
      <h2 id="request-follow-link">{t('inbox.follow_link.title')}</h2>
      <p>{t('inbox.follow_link.text')}</p>
      <div aria-live="polite">
        {sent ? <FormAlert tone="info">{t('inbox.follow_link.sent', { email: request.email })}</FormAlert> : null}
      </div>
      <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
        {t('inbox.follow_link.send')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('inbox.follow_link.confirm_title')}
          text={t('inbox.follow_link.confirm_text', { email: request.email })}
          confirmLabel={t('inbox.follow_link.send')}
          onClose={() => setConfirming(false)}
          action={async () => {
            setSent(false);
            await sendNewFollowLink(request.reference);
            setConfirming(false);
            setSent(true);
          }}
        />
      ) : null}
    </section>
  );
}
