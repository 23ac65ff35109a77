CREATE TABLE `email_proofs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_proofs_token_unique` ON `email_proofs` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_proofs_user_idx` ON `email_proofs` (`user_id`);--> statement-breakpoint
CREATE TABLE `mail_opt_outs` (
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`email`, `kind`)
);
--> statement-breakpoint
CREATE TABLE `order_links` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_links_token_unique` ON `order_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `order_links_order_idx` ON `order_links` (`order_id`);--> statement-breakpoint
ALTER TABLE `carts` ADD `guest_key` text;--> statement-breakpoint
ALTER TABLE `carts` ADD `email` text;--> statement-breakpoint
ALTER TABLE `carts` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `carts` ADD `reminder_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `carts_guest_key_unique` ON `carts` (`guest_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `carts_reminder_key_unique` ON `carts` (`reminder_key`);--> statement-breakpoint
ALTER TABLE `orders` ADD `placed_as_guest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `orders_user_email_idx` ON `orders` (`user_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_phone_idx` ON `orders` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_client_ip_idx` ON `orders` (`client_ip`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_store_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`shop_name` text NOT NULL,
	`legal_name` text DEFAULT '' NOT NULL,
	`logo` text,
	`contact_email` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`pincode` text DEFAULT '' NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`gstin` text,
	`facebook_url` text,
	`instagram_url` text,
	`x_url` text,
	`youtube_url` text,
	`banner_text` text DEFAULT '' NOT NULL,
	`banner_promotion_id` text,
	`order_number_prefix` text DEFAULT 'RS-' NOT NULL,
	`about_text` text DEFAULT '' NOT NULL,
	`cod_max_open_orders_per_account` integer DEFAULT 3 NOT NULL,
	`cod_max_open_orders_per_address` integer DEFAULT 3 NOT NULL,
	`cod_max_units_per_product_per_day` integer DEFAULT 10 NOT NULL,
	`unverified_reviews` text DEFAULT 'hide' NOT NULL,
	`guest_checkout` integer DEFAULT true NOT NULL,
	`abandoned_cart_hours` integer DEFAULT 4 NOT NULL,
	`cart_reminders` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`banner_promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "store_settings_single_row" CHECK("__new_store_settings"."id" = 1),
	CONSTRAINT "store_settings_cod_limits_check" CHECK("__new_store_settings"."cod_max_open_orders_per_account" between 1 and 1000 and "__new_store_settings"."cod_max_open_orders_per_address" between 1 and 1000 and "__new_store_settings"."cod_max_units_per_product_per_day" between 1 and 100000),
	CONSTRAINT "store_settings_unverified_reviews_check" CHECK("__new_store_settings"."unverified_reviews" in ('hide', 'show')),
	CONSTRAINT "store_settings_abandoned_cart_hours_check" CHECK("__new_store_settings"."abandoned_cart_hours" between 1 and 720)
);
--> statement-breakpoint
INSERT INTO `__new_store_settings`("id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "updated_at") SELECT "id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "updated_at" FROM `store_settings`;--> statement-breakpoint
DROP TABLE `store_settings`;--> statement-breakpoint
ALTER TABLE `__new_store_settings` RENAME TO `store_settings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;