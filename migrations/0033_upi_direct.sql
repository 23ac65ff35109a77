PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_order_events` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`type` text NOT NULL,
	`at` integer NOT NULL,
	`actor` text NOT NULL,
	`note` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_events_type_check" CHECK("__new_order_events"."type" in ('placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded', 'refund_failed', 'paid_after_cancel', 'payment_claimed', 'payment_rejected'))
);
--> statement-breakpoint
INSERT INTO `__new_order_events`("id", "order_id", "type", "at", "actor", "note") SELECT "id", "order_id", "type", "at", "actor", "note" FROM `order_events`;--> statement-breakpoint
DROP TABLE `order_events`;--> statement-breakpoint
ALTER TABLE `__new_order_events` RENAME TO `order_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`user_name` text NOT NULL,
	`user_email` text NOT NULL,
	`recipient_name` text,
	`phone` text,
	`address` text NOT NULL,
	`address_line2` text,
	`city` text NOT NULL,
	`pincode` text NOT NULL,
	`state` text NOT NULL,
	`country` text NOT NULL,
	`address_key` text DEFAULT '' NOT NULL,
	`payment_method` text NOT NULL,
	`items_price_paise` integer NOT NULL,
	`tax_price_paise` integer NOT NULL,
	`shipping_price_paise` integer NOT NULL,
	`total_price_paise` integer NOT NULL,
	`paid_at` integer,
	`payment_result` text,
	`delivered_at` integer,
	`payment_status` text DEFAULT 'unpaid' NOT NULL,
	`fulfilment_status` text DEFAULT 'unfulfilled' NOT NULL,
	`refunded_paise` integer DEFAULT 0 NOT NULL,
	`payment_due_at` integer,
	`upi_utr` text,
	`payment_claimed_at` integer,
	`shipped_at` integer,
	`carrier` text,
	`tracking_number` text,
	`tracking_url` text,
	`cancelled_at` integer,
	`cancel_reason` text,
	`promotion_id` text,
	`promo_code` text,
	`discount_price_paise` integer DEFAULT 0 NOT NULL,
	`place_of_supply_code` text,
	`intra_state` integer,
	`invoice_number` text,
	`invoice_kind` text,
	`invoice_issued_at` integer,
	`invoice_supplier` text,
	`order_number` text,
	`order_seq` integer,
	`cod_fee_paise` integer DEFAULT 0 NOT NULL,
	`charges_gst_rate_bp` integer,
	`shipping_tax_paise` integer DEFAULT 0 NOT NULL,
	`cod_fee_tax_paise` integer DEFAULT 0 NOT NULL,
	`round_off_paise` integer DEFAULT 0 NOT NULL,
	`prices_include_gst` integer DEFAULT false NOT NULL,
	`placed_as_guest` integer DEFAULT false NOT NULL,
	`buyer_gstin` text,
	`buyer_business_name` text,
	`client_ip` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "orders_payment_method_check" CHECK("__new_orders"."payment_method" in ('COD', 'Razorpay', 'UPI')),
	CONSTRAINT "orders_payment_status_check" CHECK("__new_orders"."payment_status" in ('unpaid', 'claimed', 'paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "orders_fulfilment_status_check" CHECK("__new_orders"."fulfilment_status" in ('unfulfilled', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_refunded_check" CHECK("__new_orders"."refunded_paise" >= 0 and "__new_orders"."refunded_paise" <= "__new_orders"."total_price_paise")
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "user_name", "user_email", "recipient_name", "phone", "address", "address_line2", "city", "pincode", "state", "country", "address_key", "payment_method", "items_price_paise", "tax_price_paise", "shipping_price_paise", "total_price_paise", "paid_at", "payment_result", "delivered_at", "payment_status", "fulfilment_status", "refunded_paise", "payment_due_at", "shipped_at", "carrier", "tracking_number", "tracking_url", "cancelled_at", "cancel_reason", "promotion_id", "promo_code", "discount_price_paise", "place_of_supply_code", "intra_state", "invoice_number", "invoice_kind", "invoice_issued_at", "invoice_supplier", "order_number", "order_seq", "cod_fee_paise", "charges_gst_rate_bp", "shipping_tax_paise", "cod_fee_tax_paise", "round_off_paise", "prices_include_gst", "placed_as_guest", "buyer_gstin", "buyer_business_name", "client_ip", "created_at") SELECT "id", "user_id", "user_name", "user_email", "recipient_name", "phone", "address", "address_line2", "city", "pincode", "state", "country", "address_key", "payment_method", "items_price_paise", "tax_price_paise", "shipping_price_paise", "total_price_paise", "paid_at", "payment_result", "delivered_at", "payment_status", "fulfilment_status", "refunded_paise", "payment_due_at", "shipped_at", "carrier", "tracking_number", "tracking_url", "cancelled_at", "cancel_reason", "promotion_id", "promo_code", "discount_price_paise", "place_of_supply_code", "intra_state", "invoice_number", "invoice_kind", "invoice_issued_at", "invoice_supplier", "order_number", "order_seq", "cod_fee_paise", "charges_gst_rate_bp", "shipping_tax_paise", "cod_fee_tax_paise", "round_off_paise", "prices_include_gst", "placed_as_guest", "buyer_gstin", "buyer_business_name", "client_ip", "created_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_email_idx` ON `orders` (`user_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_phone_idx` ON `orders` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_client_ip_idx` ON `orders` (`client_ip`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_seq_unique` ON `orders` (`order_seq`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_paid_at_idx` ON `orders` (`paid_at`,`total_price_paise`,`refunded_paise`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_fulfilment_status_idx` ON `orders` (`fulfilment_status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_promotion_idx` ON `orders` (`promotion_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `orders_address_key_idx` ON `orders` (`address_key`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number_unique` ON `orders` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `orders_invoice_issued_idx` ON `orders` (`invoice_issued_at`) WHERE invoice_number is not null;--> statement-breakpoint
CREATE INDEX `orders_b2b_created_idx` ON `orders` (`created_at`,`id`) WHERE buyer_gstin is not null;--> statement-breakpoint
CREATE INDEX `orders_payment_due_idx` ON `orders` (`payment_due_at`) WHERE payment_status in ('unpaid', 'claimed') and payment_due_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_upi_utr_unique` ON `orders` (`upi_utr`) WHERE upi_utr is not null;--> statement-breakpoint
-- The rebuilt table lost the triggers of 0015 that keep the order search index and the orders' version in
-- step, and its rows have new rowids: the triggers come back and the index is built again from the orders.
CREATE TRIGGER `orders_fts_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_fts` (rowid, user_name, user_email) VALUES (new.rowid, new.user_name, new.user_email);
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `orders_fts_delete` AFTER DELETE ON `orders` BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email) VALUES ('delete', old.rowid, old.user_name, old.user_email);
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
CREATE TRIGGER `orders_fts_update` AFTER UPDATE OF `user_name`, `user_email` ON `orders` BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email) VALUES ('delete', old.rowid, old.user_name, old.user_email);
  INSERT INTO `orders_fts` (rowid, user_name, user_email) VALUES (new.rowid, new.user_name, new.user_email);
END;--> statement-breakpoint
CREATE TRIGGER `orders_version_update` AFTER UPDATE ON `orders` BEGIN
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
INSERT INTO `orders_fts` (`orders_fts`) VALUES ('rebuild');--> statement-breakpoint
UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;--> statement-breakpoint
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
	`upi_id` text DEFAULT '' NOT NULL,
	`upi_payee_name` text DEFAULT '' NOT NULL,
	`upi_confirm_hours` integer DEFAULT 48 NOT NULL,
	`whatsapp_number` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`banner_promotion_id`) REFERENCES `promotions`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "store_settings_single_row" CHECK("__new_store_settings"."id" = 1),
	CONSTRAINT "store_settings_cod_limits_check" CHECK("__new_store_settings"."cod_max_open_orders_per_account" between 1 and 1000 and "__new_store_settings"."cod_max_open_orders_per_address" between 1 and 1000 and "__new_store_settings"."cod_max_units_per_product_per_day" between 1 and 100000),
	CONSTRAINT "store_settings_unverified_reviews_check" CHECK("__new_store_settings"."unverified_reviews" in ('hide', 'show')),
	CONSTRAINT "store_settings_gst_return_frequency_check" CHECK("__new_store_settings"."gst_return_frequency" in ('monthly', 'quarterly')),
	CONSTRAINT "store_settings_abandoned_cart_hours_check" CHECK("__new_store_settings"."abandoned_cart_hours" between 1 and 720),
	CONSTRAINT "store_settings_upi_confirm_hours_check" CHECK("__new_store_settings"."upi_confirm_hours" between 1 and 168)
);
--> statement-breakpoint
INSERT INTO `__new_store_settings`("id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "guest_checkout", "abandoned_cart_hours", "cart_reminders", "prices_include_gst", "footer_promises", "gst_return_frequency", "updated_at") SELECT "id", "shop_name", "legal_name", "logo", "contact_email", "contact_phone", "address", "city", "pincode", "state", "gstin", "facebook_url", "instagram_url", "x_url", "youtube_url", "banner_text", "banner_promotion_id", "order_number_prefix", "about_text", "cod_max_open_orders_per_account", "cod_max_open_orders_per_address", "cod_max_units_per_product_per_day", "unverified_reviews", "guest_checkout", "abandoned_cart_hours", "cart_reminders", "prices_include_gst", "footer_promises", "gst_return_frequency", "updated_at" FROM `store_settings`;--> statement-breakpoint
DROP TABLE `store_settings`;--> statement-breakpoint
ALTER TABLE `__new_store_settings` RENAME TO `store_settings`;