import type { PaymentGatewayName } from '../../shared/payments.js';

export interface GatewaySources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

/** The origins the active gateway's browser script needs; the test gateway is served by the shop itself. */
export function gatewayCspSources(gateway: PaymentGatewayName): GatewaySources {
  switch (gateway) {
    case 'razorpay':
      return {
        scriptSrc: ['https://checkout.razorpay.com'],
        frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        imgSrc: ['https://cdn.razorpay.com'],
      };
    case 'stripe':
      return {
        scriptSrc: ['https://js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ['https://api.stripe.com'],
        imgSrc: [],
      };
    case 'test':
    case 'none':
      return { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  }
}
