import { SHOP_NAME } from '../../shared/constants.js';
import type { PublicSettings } from '../../shared/schemas/settings.js';
import type { AppDeps } from '../deps.js';
import { paymentConfig } from '../payments/payment-config.js';

/** The shop's public face, from its configuration (contact and social links come from the environment). */
export function publicSettings(deps: AppDeps): PublicSettings {
  const { contact, limits } = deps.config;
  const payments = paymentConfig(deps.payments.gateway);
  return {
    shopName: SHOP_NAME,
    contactEmail: contact.email,
    social: {
      facebook: contact.social.facebook ?? null,
      instagram: contact.social.instagram ?? null,
      x: contact.social.x ?? null,
      youtube: contact.social.youtube ?? null,
    },
    paymentGateway: payments.gateway,
    testMode: payments.testMode,
    maxLineQty: limits.lineQuantity,
  };
}
