ALTER TABLE `orders` ADD `address_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_address_key_idx` ON `orders` (`address_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `purchase_withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `cod_max_open_orders_per_account` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `cod_max_open_orders_per_address` integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `cod_max_units_per_product_per_day` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `store_settings` ADD `unverified_reviews` text DEFAULT 'hide' NOT NULL;