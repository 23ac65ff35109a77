PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`price_paise` integer NOT NULL,
	`qty` integer NOT NULL,
	`restocked_qty` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_items_qty_check" CHECK("__new_order_items"."qty" >= 1),
	CONSTRAINT "order_items_restocked_check" CHECK("__new_order_items"."restocked_qty" >= 0 and "__new_order_items"."restocked_qty" <= "__new_order_items"."qty")
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("id", "order_id", "product_id", "position", "name", "image", "price_paise", "qty", "restocked_qty") SELECT "id", "order_id", "product_id", "position", "name", "image", "price_paise", "qty", "restocked_qty" FROM `order_items`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`,`position`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`user_name` text NOT NULL,
	`user_email` text NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`pincode` text NOT NULL,
	`state` text NOT NULL,
	`country` text NOT NULL,
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
	`shipped_at` integer,
	`carrier` text,
	`tracking_number` text,
	`tracking_url` text,
	`cancelled_at` integer,
	`cancel_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_payment_method_check" CHECK("__new_orders"."payment_method" in ('COD', 'Razorpay')),
	CONSTRAINT "orders_payment_status_check" CHECK("__new_orders"."payment_status" in ('unpaid', 'paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "orders_fulfilment_status_check" CHECK("__new_orders"."fulfilment_status" in ('unfulfilled', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_refunded_check" CHECK("__new_orders"."refunded_paise" >= 0 and "__new_orders"."refunded_paise" <= "__new_orders"."total_price_paise")
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "user_id", "user_name", "user_email", "address", "city", "pincode", "state", "country", "payment_method", "items_price_paise", "tax_price_paise", "shipping_price_paise", "total_price_paise", "paid_at", "payment_result", "delivered_at", "payment_status", "fulfilment_status", "refunded_paise", "payment_due_at", "shipped_at", "carrier", "tracking_number", "tracking_url", "cancelled_at", "cancel_reason", "created_at") SELECT "id", "user_id", "user_name", "user_email", "address", "city", "pincode", "state", "country", "payment_method", "items_price_paise", "tax_price_paise", "shipping_price_paise", "total_price_paise", "paid_at", "payment_result", "delivered_at", "payment_status", "fulfilment_status", "refunded_paise", "payment_due_at", "shipped_at", "carrier", "tracking_number", "tracking_url", "cancelled_at", "cancel_reason", "created_at" FROM `orders`;--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_fulfilment_status_idx` ON `orders` (`fulfilment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_due_idx` ON `orders` (`payment_due_at`) WHERE payment_status = 'unpaid' and payment_due_at is not null;