import { getProfile } from '@freight/shared/core/profiles/profiles';
import type { ProfileName } from '@freight/shared/core/profiles/profile-names';

export interface MailOptions {
  /** smtp(s)://[user:pass@]host:port; without it notifications are logged (outbox status 'logged'). */
  smtpUrl?: string;
  /** Recipient(s) of the notifications. Default: the brand profile's e-mail. */
  notifyEmail?: string;
  /** Sender address. Default: noreply@<domain of the profile's e-mail>. */
  from?: string;
}

export interface MailSettings {
  smtpUrl?: string;
  notifyEmail: string;
  from: string;
}

/** Fills the defaults from the brand profile: the company of this deployment. */
export function resolveMailSettings(options: MailOptions, profileName: ProfileName): MailSettings {
  const companyEmail = getProfile(profileName).email;
  const domain = companyEmail.slice(companyEmail.lastIndexOf('@') + 1);
  return {
    smtpUrl: options.smtpUrl,
    notifyEmail: options.notifyEmail ?? companyEmail,
    from: options.from ?? `noreply@${domain}`,
  };
}
