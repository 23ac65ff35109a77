import { Badge, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import * as m from '@messages/payment';
import { formatRupees, rupeesToPaise } from '../../../shared/money.js';
import type { Order } from '../../../shared/schemas/order.js';
import { errorMessage } from '../../trpc.js';
import { usePaymentConfig } from './labels.js';
import { RazorpayCheckout } from './RazorpayCheckout.js';
import { StripeCardForm } from './StripeCardForm.js';
import { TestCardForm } from './TestCardForm.js';
import { usePaymentAttempt } from './use-payment-attempt.js';

/** The order page's payment box, in its own chunk: the widget of the shop's active gateway. */
export default function PaymentBox({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const config = usePaymentConfig();
  const payment = usePaymentAttempt(order._id, onPaid);
  const payLabel = m.pay({ amount: formatRupees(rupeesToPaise(order.totalPrice)) });

  let body;
  if (config.isPending) body = <Skeleton height={180} radius="md" />;
  else if (config.error)
    body = (
      <Text c="red.8" role="alert" fw={600}>
        {errorMessage(config.error)}
      </Text>
    );
  else {
    const props = { order, config: config.data, payLabel, payment };
    switch (config.data.gateway) {
      case 'test':
        body = <TestCardForm {...props} />;
        break;
      case 'razorpay':
        body = <RazorpayCheckout {...props} />;
        break;
      case 'stripe':
        body = <StripeCardForm {...props} />;
        break;
      case 'none':
        body = (
          <Text c="dimmed" role="status">
            {m.codOnly}
          </Text>
        );
        break;
    }
  }

  return (
    <Card padding="lg" shadow="xs" component="section" aria-labelledby="order-pay" data-testid="payment-box">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} fz={20} id="order-pay">
          {m.payOnline}
        </Title>
        {config.data?.testMode ? (
          <Badge color="saffron" c="dark.9" variant="filled">
            {m.testMode}
          </Badge>
        ) : null}
      </Group>
      {body}
    </Card>
  );
}
