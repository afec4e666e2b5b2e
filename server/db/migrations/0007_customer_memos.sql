-- The memo history of a customer (myCstmr/getCustMemoList): counted and paged newest first from one index.
DROP INDEX "memos_customer_idx";--> statement-breakpoint
CREATE INDEX "memos_customer_history_idx" ON "memos" USING btree ("kwkkey","crtn_dttm","sqno");