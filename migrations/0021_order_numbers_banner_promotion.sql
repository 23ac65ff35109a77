-- Order numbers people can quote ('RS-10001'): orders placed before this version are numbered in the order
-- they were placed, from 10001, with the default prefix; the 'order' series in invoice_series then holds the
-- last number given, so new orders go on from there (src/server/orders/place-order.ts).
ALTER TABLE `orders` ADD `order_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `order_seq` integer;--> statement-breakpoint
UPDATE `orders` SET `order_seq` = 10000 + `numbered`.`n` FROM (SELECT `id`, row_number() OVER (ORDER BY `created_at`, `id`) AS `n` FROM `orders`) AS `numbered` WHERE `numbered`.`id` = `orders`.`id`;--> statement-breakpoint
UPDATE `orders` SET `order_number` = 'RS-' || `order_seq`;--> statement-breakpoint
INSERT INTO `invoice_series` (`series`, `last_number`) SELECT 'order', coalesce(max(`order_seq`), 10000) FROM `orders`;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_seq_unique` ON `orders` (`order_seq`);--> statement-breakpoint
ALTER TABLE `store_settings` ADD `banner_promotion_id` text REFERENCES promotions(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `order_number_prefix` text DEFAULT 'RS-' NOT NULL;
