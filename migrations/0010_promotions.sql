CREATE TABLE `promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`min_order_paise` integer DEFAULT 0 NOT NULL,
	`max_discount_paise` integer,
	`first_order_only` integer DEFAULT false NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`usage_limit` integer,
	`per_customer_limit` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK("promotions"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promotions_value_check" CHECK("promotions"."value" > 0 and ("promotions"."kind" = 'fixed' or "promotions"."value" <= 90))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotions_code_unique` ON `promotions` (`code`);--> statement-breakpoint
ALTER TABLE `orders` ADD `promotion_id` text REFERENCES promotions(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `promo_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_price_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_promotion_idx` ON `orders` (`promotion_id`,`user_id`);