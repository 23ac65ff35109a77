-- The admin order list's order (newest first, id breaking ties) and its status filters read off the indexes
-- alone, so a deep page is skipped through an index without visiting the orders (docs/decisions/018-admin-lists.md).
DROP INDEX `orders_created_idx`;--> statement-breakpoint
DROP INDEX `orders_payment_status_idx`;--> statement-breakpoint
DROP INDEX `orders_fulfilment_status_idx`;--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_fulfilment_status_idx` ON `orders` (`fulfilment_status`,`created_at`,`id`);