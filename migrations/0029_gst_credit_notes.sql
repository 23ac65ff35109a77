CREATE TABLE `credit_note_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`credit_note_id` text NOT NULL,
	`position` integer NOT NULL,
	`order_item_id` text,
	`charge` text,
	`description` text NOT NULL,
	`hsn_code` text,
	`qty` integer NOT NULL,
	`gst_rate_bp` integer NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	FOREIGN KEY (`credit_note_id`) REFERENCES `credit_notes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_note_lines_qty_check" CHECK("credit_note_lines"."qty" >= 0),
	CONSTRAINT "credit_note_lines_charge_check" CHECK("credit_note_lines"."charge" is null or "credit_note_lines"."charge" in ('delivery', 'cod_fee'))
);
--> statement-breakpoint
CREATE INDEX `credit_note_lines_note_idx` ON `credit_note_lines` (`credit_note_id`,`position`);--> statement-breakpoint
CREATE INDEX `credit_note_lines_item_idx` ON `credit_note_lines` (`order_item_id`);--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`order_id` text NOT NULL,
	`refund_id` text,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`goods_returned` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`taxable_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`igst_paise` integer NOT NULL,
	`round_off_paise` integer DEFAULT 0 NOT NULL,
	`total_paise` integer NOT NULL,
	`cancelled_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "credit_notes_kind_check" CHECK("credit_notes"."kind" in ('cancellation', 'refund'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`,`issued_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_issued_idx` ON `credit_notes` (`issued_at`);--> statement-breakpoint
CREATE INDEX `credit_notes_refund_idx` ON `credit_notes` (`refund_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_gstin` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_business_name` text;--> statement-breakpoint
CREATE INDEX `orders_invoice_issued_idx` ON `orders` (`invoice_issued_at`) WHERE invoice_number is not null;--> statement-breakpoint
CREATE INDEX `orders_b2b_created_idx` ON `orders` (`created_at`,`id`) WHERE buyer_gstin is not null;--> statement-breakpoint
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
	`prices_include_gst` integer DEFAULT false NOT NULL,
	`footer_promises` text DEFAULT '[]' NOT NULL,
	`gst_return_frequency` text DEFAULT 'monthly' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`banner_promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "store_settings_single_row" CHECK("__new_store_settings"."id" = 1),
	CONSTRAINT "store_settings_cod_limits_check" CHECK("__new_store_settings"."cod_max_open_orders_per_account" between 1 and 1000 and "__new_store_settings"."cod_max_open_orders_per_address" between 1 and 1000 and "__new_store_settings"."cod_max_units_per_product_per_day" between 1 and 100000),
	CONSTRAINT "store_settings_unverified_reviews_check" CHECK("__new_store_settings"."unverified_reviews" in ('hide', 'show')),
	CONSTRAINT "store_settings_gst_return_frequency_check" CHECK("__new_store_settings"."gst_return_frequency" in ('monthly', 'quarterly')),
	CONSTRAINT "store_settings_abandoned_cart_hours_check" CHECK("__new_store_settings"."abandoned_cart_hours" between 1 and 720)
);
--> statement-breakpoint
INSERT INTO `__new_store_settings`("id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "guest_checkout", "abandoned_cart_hours", "cart_reminders", "prices_include_gst", "footer_promises", "updated_at") SELECT "id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "guest_checkout", "abandoned_cart_hours", "cart_reminders", "prices_include_gst", "footer_promises", "updated_at" FROM `store_settings`;--> statement-breakpoint
DROP TABLE `store_settings`;--> statement-breakpoint
ALTER TABLE `__new_store_settings` RENAME TO `store_settings`;--> statement-breakpoint
PRAGMA foreign_keys=ON;