/**
 * Links that open a WhatsApp chat (https://wa.me/, WhatsApp's click-to-chat), with a message prefilled: to the
 * shop's number, to a shopper's mobile number, or (no number) a message to share with anyone. Indian mobile
 * numbers are kept as their 10 digits; wa.me takes the number with its country code and without a '+'.
 */
export function whatsappLink(text: string, mobile?: string): string {
  const to = mobile ? `91${mobile}` : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}

/** The absolute address of a product's page, for a message or a share. */
export const productUrl = (publicUrl: string, productId: string): string => `${publicUrl.replace(/\/+$/, '')}/product/${productId}`;
