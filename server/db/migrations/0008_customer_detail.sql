-- The customer detail (myCstmr/getMyCstmr): the personal-data read log, customers' mileage, an index for a
-- customer's schedules, and contract states as codes (N in force, C cancelled, E period expired) where the
-- seed wrote their Korean names.
CREATE TABLE "personal_data_reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"userid" text NOT NULL,
	"owner_userid" text,
	"kwkkeys" text[] NOT NULL,
	"call" text NOT NULL,
	"fields" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mileage" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "personal_data_reads_ts_idx" ON "personal_data_reads" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "personal_data_reads_user_idx" ON "personal_data_reads" USING btree ("userid","ts");--> statement-breakpoint
CREATE INDEX "schedules_customer_idx" ON "schedules" USING btree ("kwkey","stt_dt");--> statement-breakpoint
UPDATE "contracts" SET "concstat" = CASE "concstat" WHEN '정상' THEN 'N' WHEN '해지' THEN 'C' WHEN '기간만료' THEN 'E' ELSE "concstat" END
  WHERE "concstat" IN ('정상', '해지', '기간만료');
