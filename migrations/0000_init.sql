CREATE TABLE `newsletter_subscribers` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`price_paise` integer NOT NULL,
	`qty` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "order_items_qty_check" CHECK("order_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`,`position`);--> statement-breakpoint
CREATE TABLE `orders` (
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
	`is_paid` integer DEFAULT false NOT NULL,
	`paid_at` integer,
	`payment_result` text,
	`is_delivered` integer DEFAULT false NOT NULL,
	`delivered_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_payment_method_check" CHECK("orders"."payment_method" in ('COD', 'Razorpay'))
);
--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`image` text NOT NULL,
	`brand` text NOT NULL,
	`category` text NOT NULL,
	`description` text NOT NULL,
	`price_paise` integer NOT NULL,
	`count_in_stock` integer DEFAULT 0 NOT NULL,
	`rating` real DEFAULT 0 NOT NULL,
	`num_reviews` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "products_price_check" CHECK("products"."price_paise" >= 0),
	CONSTRAINT "products_stock_check" CHECK("products"."count_in_stock" >= 0),
	CONSTRAINT "products_category_check" CHECK("products"."category" in ('Fashion', 'Electronics', 'Bags', 'Footwear', 'Groceries', 'Beauty'))
);
--> statement-breakpoint
CREATE INDEX `products_created_at_idx` ON `products` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`rating`,`num_reviews`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_rating_idx` ON `products` (`category`,`rating`,`num_reviews`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_product_user_unique` ON `reviews` (`product_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_product_created_idx` ON `reviews` (`product_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);