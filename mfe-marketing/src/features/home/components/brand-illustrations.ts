import type { ProfileName } from '@freight/shared/core/profiles/profile-names';
import { ILLUSTRATIONS } from '../../../assets/illustrations/illustrations';
import type { Illustration } from '../../../components/responsive-picture';

/** Each brand's pictures on the home page; their alt texts are under `home.brand.<profile>.`. */
export const BRAND_ILLUSTRATIONS: Record<ProfileName, { hero: Illustration; who: Illustration; why?: Illustration }> = {
  freight: { hero: ILLUSTRATIONS.heroFreight, who: ILLUSTRATIONS.whoFreight, why: ILLUSTRATIONS.portsMap },
  electrical: { hero: ILLUSTRATIONS.heroElectrical, who: ILLUSTRATIONS.whoElectrical },
};
