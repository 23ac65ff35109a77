-- Hand-written (docs/decisions/063-order-search-per-group.md): a new order is put in the admin's search index
-- once per group commit rather than inside its own savepoint. FTS5 writes what it holds to disk at every
-- savepoint, so each order of a group made an index segment of its own, and the merges after them. The insert
-- trigger now notes the order's rowid in `orders_fts_pending`; the group (and the admin's search, for orders
-- written any other way) indexes the noted orders from `orders` and empties the table. An order still waiting
-- there is not in the index: deleting it takes it off the list, and a change of its name needs no re-indexing.
CREATE TABLE `orders_fts_pending` (
  `order_rowid` integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
DROP TRIGGER `orders_fts_insert`;--> statement-breakpoint
CREATE TRIGGER `orders_fts_insert` AFTER INSERT ON `orders` BEGIN
  INSERT INTO `orders_fts_pending` (`order_rowid`) VALUES (new.rowid);
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
DROP TRIGGER `orders_fts_delete`;--> statement-breakpoint
CREATE TRIGGER `orders_fts_delete` AFTER DELETE ON `orders` BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email)
    SELECT 'delete', old.rowid, old.user_name, old.user_email
    WHERE NOT EXISTS (SELECT 1 FROM `orders_fts_pending` WHERE `order_rowid` = old.rowid);
  DELETE FROM `orders_fts_pending` WHERE `order_rowid` = old.rowid;
  UPDATE `orders_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;--> statement-breakpoint
DROP TRIGGER `orders_fts_update`;--> statement-breakpoint
CREATE TRIGGER `orders_fts_update` AFTER UPDATE OF `user_name`, `user_email` ON `orders`
WHEN NOT EXISTS (SELECT 1 FROM `orders_fts_pending` WHERE `order_rowid` = old.rowid) BEGIN
  INSERT INTO `orders_fts` (`orders_fts`, rowid, user_name, user_email) VALUES ('delete', old.rowid, old.user_name, old.user_email);
  INSERT INTO `orders_fts` (rowid, user_name, user_email) VALUES (new.rowid, new.user_name, new.user_email);
END;
