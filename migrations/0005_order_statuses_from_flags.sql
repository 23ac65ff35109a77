-- Custom SQL migration file, put your code below! --
-- The two booleans become the two status axes: a paid order is 'paid', a delivered one 'delivered'.
-- Past orders keep their history as it was (a delivered cash-on-delivery order stays unpaid; an admin can
-- record the cash with a refund-free "paid" only through the new actions, never silently here).
UPDATE `orders` SET `payment_status` = CASE WHEN `is_paid` THEN 'paid' ELSE 'unpaid' END,
  `fulfilment_status` = CASE WHEN `is_delivered` THEN 'delivered' ELSE 'unfulfilled' END;
